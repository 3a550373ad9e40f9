// libxml2's parser. Debian builds libxml2 with ICU, so its headers would include ICU's (<unicode/ucnv.h>, for the
// ICU converter fields of xmlCharEncodingHandler), which clash with the ICU headers Foundation brings
// (_FoundationICU) in any Swift module that sees both. Nothing here uses those converters, and the parser structures
// hold the handler only by pointer, so ICU is left out of this view of the headers.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
