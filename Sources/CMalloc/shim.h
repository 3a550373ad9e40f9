// glibc's allocator tuning (mallopt and its M_* parameters), which Swift's Glibc module does not include.
#include <malloc.h>
