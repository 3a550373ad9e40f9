// A narrow C interface to ICU's break iterators and bidi, with plain C types and prefixed names.
//
// ICU's functions exist only under versioned names (ubrk_open_72) and its headers clash with Foundation's bundled
// ICU in Swift modules that import Foundation, so Swift sees only this header; ICU's own headers are included in
// cicu.c alone.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kind of a boundary `cicu_line_breaks` reports.
typedef enum {
    /// A break is allowed here (UAX #14 "soft" opportunity).
    CICU_BREAK_SOFT = 0,
    /// A break is required here (after a hard line break character).
    CICU_BREAK_HARD = 1,
} cicu_break_kind;

/// An error from ICU: its UErrorCode and name.
typedef struct {
    int32_t code;
    const char *name;
} cicu_error;

/// Finds the UAX #14 line-break opportunities in `text` (UTF-16, `length` code units) for `locale` (e.g. "th",
/// "ja", "" for the root locale), using ICU's line break iterator (dictionary breaking for Thai, Lao, Khmer, Burmese).
/// Thread-safe: iterators are opened once per locale and reused from a small pool (see cicu.c).
///
/// Writes up to `capacity` boundary offsets (UTF-16 code units, each > 0 and ascending; the last is `length`) to
/// `offsets` and their kinds to `kinds`. Returns the number of boundaries found (which may exceed `capacity`: call
/// again with a larger buffer), or -1 with `error` set.
int32_t cicu_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets,
                         uint8_t *kinds, int32_t capacity, cicu_error *error);

/// Finds the extended grapheme cluster boundaries in `text` (UAX #29), as `cicu_line_breaks` does.
int32_t cicu_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity,
                             cicu_error *error);

/// The Unicode Bidirectional Algorithm's (UAX #9) embedding level of each UTF-16 unit of `text` (one paragraph):
/// writes `length` levels to `levels` (even: left to right, odd: right to left) and returns the paragraph's level (0 or
/// 1, from its first strong character; 0 when it has none), or -1 with `error` set. Uses ICU's `ubidi_setPara` with
/// `UBIDI_DEFAULT_LTR` and `ubidi_getLevels`.
int32_t cicu_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels, cicu_error *error);

/// ICU's ISO 639 language codes (two and three letters, lowercase), as `uloc_getISOLanguages` lists them: a
/// null-terminated array of C strings that ICU owns and never frees.
const char *const *cicu_iso_languages(void);

#ifdef __cplusplus
}
#endif

#endif
