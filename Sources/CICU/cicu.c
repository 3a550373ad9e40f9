#include "cicu.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/utypes.h>

static int32_t fill_error(cicu_error *error, UErrorCode status) {
    if (error) {
        error->code = (int32_t)status;
        error->name = u_errorName(status);
    }
    return -1;
}

// Idle break iterators, kept by each thread for itself, by type and locale.
//
// Opening a break iterator (`ubrk_open`) builds a rule-based iterator from ICU's data, most of the work converting the
// rules' source text to UTF-16 (`RBBIDataWrapper::init`), whatever the text's length: for a short string, a large part
// of shaping it. ICU's documented way to break many texts with one iterator is `ubrk_setText`; an iterator is not
// thread-safe, so each thread keeps its own idle ones, without a lock (a pool shared by all threads would take a mutex
// twice a call, and threads measuring at once would pass its cache line back and forth). At most `POOL_CAPACITY` are
// kept per thread (one per type and locale in use: a batch in many languages uses a few dozen); when a thread's pool is
// full, the returned iterator replaces the entries in turn. A thread's iterators are closed when it exits (the key's
// destructor); the main thread's stay until the process exits.
enum { POOL_CAPACITY = 32, LOCALE_CAPACITY = 32 };

typedef struct {
    UBreakIteratorType type;
    char locale[LOCALE_CAPACITY];
    UBreakIterator *iterator;
} pooled_iterator;

typedef struct {
    pooled_iterator entries[POOL_CAPACITY];
    int count;
    int next_replaced;
} thread_pool;

static pthread_key_t pool_key;
static pthread_once_t pool_key_once = PTHREAD_ONCE_INIT;
static int pool_key_made;

static void close_pool(void *value) {
    thread_pool *pool = value;
    for (int index = 0; index < pool->count; index++) ubrk_close(pool->entries[index].iterator);
    free(pool);
}

static void make_pool_key(void) { pool_key_made = pthread_key_create(&pool_key, close_pool) == 0; }

// This thread's pool, made the first time; NULL when it cannot be (then iterators are opened and closed each time).
static thread_pool *this_thread_pool(void) {
    pthread_once(&pool_key_once, make_pool_key);
    if (!pool_key_made) return NULL;
    thread_pool *pool = pthread_getspecific(pool_key);
    if (!pool) {
        pool = calloc(1, sizeof *pool);
        if (pool && pthread_setspecific(pool_key, pool) != 0) {
            free(pool);
            pool = NULL;
        }
    }
    return pool;
}

static int poolable(const char *locale) { return strlen(locale) < LOCALE_CAPACITY; }

static UBreakIterator *take_iterator(UBreakIteratorType type, const char *locale, const UChar *text, int32_t length,
                                     UErrorCode *status) {
    thread_pool *pool = poolable(locale) ? this_thread_pool() : NULL;
    if (pool) {
        for (int index = pool->count - 1; index >= 0; index--) {
            if (pool->entries[index].type == type && strcmp(pool->entries[index].locale, locale) == 0) {
                UBreakIterator *found = pool->entries[index].iterator;
                pool->entries[index] = pool->entries[--pool->count];
                ubrk_setText(found, text, length, status);
                if (U_SUCCESS(*status)) return found;
                ubrk_close(found);
                return NULL;
            }
        }
    }
    return ubrk_open(type, locale, text, length, status);
}

static void return_iterator(UBreakIteratorType type, const char *locale, UBreakIterator *iterator) {
    thread_pool *pool = poolable(locale) ? this_thread_pool() : NULL;
    if (!pool) {
        ubrk_close(iterator);
        return;
    }
    int index;
    if (pool->count < POOL_CAPACITY) {
        index = pool->count++;
    } else {
        index = pool->next_replaced;
        pool->next_replaced = (pool->next_replaced + 1) % POOL_CAPACITY;
        ubrk_close(pool->entries[index].iterator);
    }
    pool->entries[index].type = type;
    strcpy(pool->entries[index].locale, locale);
    pool->entries[index].iterator = iterator;
}

static int32_t collect(UBreakIterator *iterator, int32_t *offsets, uint8_t *kinds, int32_t capacity, int with_kinds) {
    int32_t count = 0;
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (count < capacity) {
            offsets[count] = boundary;
            if (with_kinds) {
                int32_t status = ubrk_getRuleStatus(iterator);
                kinds[count] = (status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT) ? CICU_BREAK_HARD
                                                                                         : CICU_BREAK_SOFT;
            }
        }
        count++;
    }
    return count;
}

static int32_t breaks(UBreakIteratorType type, const uint16_t *text, int32_t length, const char *locale,
                      int32_t *offsets, uint8_t *kinds, int32_t capacity, cicu_error *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = take_iterator(type, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || !iterator) return fill_error(error, U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR);
    int32_t count = collect(iterator, offsets, kinds, capacity, kinds != NULL);
    return_iterator(type, locale, iterator);
    return count;
}

int32_t cicu_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets,
                         uint8_t *kinds, int32_t capacity, cicu_error *error) {
    return breaks(UBRK_LINE, text, length, locale ? locale : "", offsets, kinds, capacity, error);
}

int32_t cicu_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity,
                             cicu_error *error) {
    return breaks(UBRK_CHARACTER, text, length, "", offsets, NULL, capacity, error);
}

int32_t cicu_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels, cicu_error *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || !bidi) return fill_error(error, U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR);
    ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
    const UBiDiLevel *found = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
    if (U_FAILURE(status) || !found) {
        ubidi_close(bidi);
        return fill_error(error, U_FAILURE(status) ? status : U_INTERNAL_PROGRAM_ERROR);
    }
    memcpy(levels, found, (size_t)length);
    int32_t paragraph = ubidi_getParaLevel(bidi);
    ubidi_close(bidi);
    return paragraph;
}

const char *const *cicu_iso_languages(void) { return uloc_getISOLanguages(); }
