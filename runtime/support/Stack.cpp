// Stack exhaustion: a recursion too deep for a processor's stack runs into
// the guard page below it and the kernel sends SIGSEGV. Without a handler
// the program dies with no message; this one runs on an alternate stack (the
// thread's own is full), tells a stack overflow from other faults by the
// fault address, and stops the program with a message and exit code 1.
#include "runtime/support/Internal.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <mutex>

#include <pthread.h>
#include <unistd.h>

namespace zpl::rt::detail {

namespace {

// The calling thread's stack, recorded when its guard is set up:
// pthread_getattr_np is not async-signal-safe, so the handler cannot ask.
thread_local uintptr_t stackLow = 0;
// Under MPI every rank usually overflows at once: the others let rank 0
// speak first. Rank 0 only exits (no MPI call is safe in a handler), and the
// launcher takes a while to notice and end the others, hence 2 s.
thread_local bool pauseFirst = false;

// Frames larger than a page may jump past the guard page; a fault this far
// below the stack still counts as running out of it.
constexpr uintptr_t kBelowStack = 1 << 20;
constexpr size_t kAltStackBytes = 64 * 1024;

void onSegv(int sig, siginfo_t *info, void *) {
  uintptr_t addr = reinterpret_cast<uintptr_t>(info->si_addr);
  bool overflow = stackLow && addr < stackLow + 4096 && addr + kBelowStack >= stackLow;
  if (!overflow) {
    // Another fault: the default action (and a core dump) as before.
    signal(sig, SIG_DFL);
    return;
  }
  // Output the program wrote before is kept: under threads, processor 0
  // may still be writing it (waitForProcessor0 only uses atomics, the clock
  // and nanosleep, which are safe here). The buffer's lock is recursive, so a
  // fault inside stdio on this thread does not block.
  waitForProcessor0();
  std::fflush(stdout);
  if (pauseFirst) {
    struct timespec t = {2, 0};
    nanosleep(&t, nullptr);
  }
  static const char msg[] = "zpl: error: stack overflow (recursion too deep)\n";
  ssize_t ignored = write(2, msg, sizeof msg - 1);
  (void)ignored;
  // Under MPI, the launcher takes the other ranks down when one exits
  // without finalising; under threads this ends them all.
  _exit(1);
}

} // namespace

void guardStack(StackGuard &g, bool mpiRankNotZero) {
  pauseFirst = mpiRankNotZero;
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction sa;
    std::memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = onSegv;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, nullptr);
  });
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    void *addr = nullptr;
    size_t size = 0;
    if (pthread_attr_getstack(&attr, &addr, &size) == 0) {
      stackLow = reinterpret_cast<uintptr_t>(addr);
    }
    pthread_attr_destroy(&attr);
  }
  g.alt = std::malloc(kAltStackBytes);
  if (!g.alt)
    return;
  stack_t ss;
  std::memset(&ss, 0, sizeof ss);
  ss.ss_sp = g.alt;
  ss.ss_size = kAltStackBytes;
  if (sigaltstack(&ss, nullptr) != 0) {
    std::free(g.alt);
    g.alt = nullptr;
  }
}

StackGuard::~StackGuard() {
  if (!alt)
    return;
  stack_t ss;
  std::memset(&ss, 0, sizeof ss);
  ss.ss_flags = SS_DISABLE;
  sigaltstack(&ss, nullptr);
  std::free(alt);
  stackLow = 0;
}

} // namespace zpl::rt::detail
