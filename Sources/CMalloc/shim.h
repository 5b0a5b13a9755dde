#ifndef LOCBRIDGE_CMALLOC_SHIM_H
#define LOCBRIDGE_CMALLOC_SHIM_H

// glibc's mallopt(3), which Swift's Glibc module does not include. Elsewhere this is a no-op.
#if defined(__has_include) && __has_include(<malloc.h>)
#include <malloc.h>
#endif

static inline void locbridge_set_malloc_options(int topPad, int mmapThreshold) {
#if defined(__GLIBC__) && defined(M_TOP_PAD) && defined(M_MMAP_THRESHOLD)
    mallopt(M_TOP_PAD, topPad);
    mallopt(M_MMAP_THRESHOLD, mmapThreshold);
#else
    (void)topPad;
    (void)mmapThreshold;
#endif
}

#endif
