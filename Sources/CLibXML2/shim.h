#ifndef LOCBRIDGE_CLIBXML2_SHIM_H
#define LOCBRIDGE_CLIBXML2_SHIM_H

// Debian's libxml2 headers pull in the system ICU, which clashes with Foundation's own ICU module
// ("'UErrorCode' has different definitions"). Nothing here needs ICU, so switch it off first.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlstring.h>

// Swift 6 rejects libxml2's global function-pointer variables; reach them through functions.
static inline void locbridge_xmlFree(void *pointer) { xmlFree(pointer); }
static inline const char *locbridge_libxml2_version(void) { return LIBXML_DOTTED_VERSION; }

#endif
