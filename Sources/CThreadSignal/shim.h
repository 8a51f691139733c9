// Linux thread ids and a signal to one thread, which glibc declares only under _GNU_SOURCE (so Swift's Glibc
// module does not show them): the preview watchdog signals the thread that runs the user's busy loop.
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

static inline int togglerender_thread_id(void) { return (int)syscall(SYS_gettid); }
static inline int togglerender_signal_thread(int tid, int signal) { return (int)syscall(SYS_tgkill, getpid(), tid, signal); }
