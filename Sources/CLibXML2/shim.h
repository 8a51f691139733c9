#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, so its encoding.h would include ICU's headers, which clash with
// the ICU that Foundation bundles. Nothing here uses libxml2's ICU converters (documents are read as
// UTF-8 only), and only pointers to the structure this changes are used, so leave ICU out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
