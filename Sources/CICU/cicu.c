#include "cicu.h"

#include <unicode/ubrk.h>
#include <unicode/utypes.h>

static int32_t fill_error(cicu_error *error, UErrorCode status) {
    if (error) {
        error->code = (int32_t)status;
        error->name = u_errorName(status);
    }
    return -1;
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

int32_t cicu_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets,
                         uint8_t *kinds, int32_t capacity, cicu_error *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return fill_error(error, status);
    int32_t count = collect(iterator, offsets, kinds, capacity, 1);
    ubrk_close(iterator);
    return count;
}

int32_t cicu_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity,
                             cicu_error *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, NULL, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return fill_error(error, status);
    int32_t count = collect(iterator, offsets, NULL, capacity, 0);
    ubrk_close(iterator);
    return count;
}
