#include "cicu.h"

#include <pthread.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

static int32_t fill_error(cicu_error *error, UErrorCode status) {
    if (error) {
        error->code = (int32_t)status;
        error->name = u_errorName(status);
    }
    return -1;
}

// A pool of idle break iterators, by type and locale.
//
// Opening a break iterator (`ubrk_open`) builds a rule-based iterator from ICU's data: about 75,000 instructions per
// call in ICU 72, most of it converting the rules' source text to UTF-16 (`RBBIDataWrapper::init`), whatever the text's
// length, which was a third of shaping a short string. ICU's documented way to break many texts with one iterator is
// `ubrk_setText`; an iterator is not thread-safe, so each call takes one out of the pool (or opens one), uses it alone
// and puts it back. At most `POOL_CAPACITY` idle iterators are kept (one per thread and locale in use is enough); when
// the pool is full, the returned iterator replaces the entries in turn. Iterators in the pool stay reachable until the
// process exits.
enum { POOL_CAPACITY = 32, LOCALE_CAPACITY = 32 };

typedef struct {
    UBreakIteratorType type;
    char locale[LOCALE_CAPACITY];
    UBreakIterator *iterator;
} pooled_iterator;

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static pooled_iterator pool[POOL_CAPACITY];
static int pool_count;
static int pool_next_replaced;

static int poolable(const char *locale) { return strlen(locale) < LOCALE_CAPACITY; }

static UBreakIterator *take_iterator(UBreakIteratorType type, const char *locale, const UChar *text, int32_t length,
                                     UErrorCode *status) {
    if (poolable(locale)) {
        UBreakIterator *found = NULL;
        pthread_mutex_lock(&pool_lock);
        for (int index = pool_count - 1; index >= 0; index--) {
            if (pool[index].type == type && strcmp(pool[index].locale, locale) == 0) {
                found = pool[index].iterator;
                pool[index] = pool[--pool_count];
                break;
            }
        }
        pthread_mutex_unlock(&pool_lock);
        if (found) {
            ubrk_setText(found, text, length, status);
            if (U_SUCCESS(*status)) return found;
            ubrk_close(found);
            return NULL;
        }
    }
    return ubrk_open(type, locale, text, length, status);
}

static void return_iterator(UBreakIteratorType type, const char *locale, UBreakIterator *iterator) {
    if (poolable(locale)) {
        UBreakIterator *replaced = NULL;
        pthread_mutex_lock(&pool_lock);
        int index;
        if (pool_count < POOL_CAPACITY) {
            index = pool_count++;
        } else {
            index = pool_next_replaced;
            pool_next_replaced = (pool_next_replaced + 1) % POOL_CAPACITY;
            replaced = pool[index].iterator;
        }
        pool[index].type = type;
        strcpy(pool[index].locale, locale);
        pool[index].iterator = iterator;
        pthread_mutex_unlock(&pool_lock);
        if (replaced) ubrk_close(replaced);
        return;
    }
    ubrk_close(iterator);
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
