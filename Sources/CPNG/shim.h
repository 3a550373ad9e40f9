#include <png.h>

// libpng's simplified API (png_image_*) in Swift: its format and version are macros built from other macros, which
// Swift does not import, so they are restated here as constants.
static const png_uint_32 cpng_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 cpng_format_gray = PNG_FORMAT_GRAY;
static const png_uint_32 cpng_format_rgba = PNG_FORMAT_RGBA;
