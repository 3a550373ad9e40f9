#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_MULTIPLE_MASTERS_H

/* FreeType's message for an error code, from its own list of errors (freetype/fterrdef.h) by the switch statement
   fterrors.h documents for this; NULL for a code it does not define. Debian builds FreeType without
   FT_CONFIG_OPTION_ERROR_STRINGS, so FT_Error_String returns NULL for every code. */
static inline const char *DynamicTypeKit_FreeTypeErrorMessage(FT_Error error_code) {
#undef FTERRORS_H_
#define FT_ERROR_START_LIST switch (FT_ERROR_BASE(error_code)) {
#define FT_ERRORDEF(e, v, s) case v: return s;
#define FT_ERROR_END_LIST }
#include FT_ERRORS_H
    return 0;
}
