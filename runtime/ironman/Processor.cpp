// A processor's core and stopping the program: the clock, fatal errors and
// halts that end every processor, and the bookkeeping that lets processor 0
// finish its output first (Processor.h says why this sits below the
// language runtime).
#include "runtime/ironman/Processor.h"
#include "runtime/ironman/Binding.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace zpl::rt {

double wallSeconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

ProcCore::ProcCore(im::Binding *binding)
    : rank_(binding->rank()), procs_(binding->procs()), binding_(binding) {}

namespace detail {

namespace {
std::atomic<im::Binding *> abortBinding{nullptr};
std::atomic<int> fatalState{0};

// Under `threads`, processor 0 writes all output, and may still be writing
// what comes before a halt or an error that another processor reaches first.
// That processor waits until processor 0 has stopped too, or until no live
// processor can go on: all blocked in a wait (for the stopped ones) or
// stopped, with no wait ending for a while.
std::atomic<int> threadsProcs{0}; // P under `threads`, else 0
std::atomic<int> blockedCount{0}, stoppedCount{0};
std::atomic<uint64_t> waitsEnded{0};
std::atomic<bool> rank0Stopped{false};
thread_local int processorRank = -1;
} // namespace

void enterProcessor(int rank, int threadsP) {
  processorRank = rank;
  // Every processor sets it: one may stop before processor 0 has started.
  threadsProcs.store(threadsP);
}

void processorDone() {
  if (processorRank == 0)
    rank0Stopped.store(true);
}

void waitForProcessor0() {
  int P = threadsProcs.load();
  if (processorRank == 0)
    rank0Stopped.store(true);
  if (P <= 1 || processorRank <= 0)
    return;
  stoppedCount.fetch_add(1);
  uint64_t seen = ~uint64_t(0);
  double since = 0;
  while (!rank0Stopped.load()) {
    bool stuck = blockedCount.load() + stoppedCount.load() >= P;
    uint64_t ended = waitsEnded.load();
    if (!stuck || ended != seen) {
      seen = ended;
      since = wallSeconds();
    } else if (wallSeconds() - since > 0.2) {
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

void setAbortBinding(im::Binding *b) { abortBinding.store(b); }

void abortProgram(int code) {
  // Every stream: files the program opened lose nothing either.
  std::fflush(nullptr);
  if (im::Binding *b = abortBinding.load())
    b->abortAll(code);
  std::_Exit(code);
}

void printOnce(std::atomic<int> &state, std::FILE *f, const std::string &text) {
  int expected = 0;
  if (state.compare_exchange_strong(expected, 1)) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::fflush(f);
    state.store(2);
    return;
  }
  // Another thread of this process is printing the same message: whoever
  // exits first ends the process, so wait until the message is out.
  for (int i = 0; i < 1000 && state.load() != 2; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

void agreeToStop() {
  // A stop every rank reaches at once (replicated code, or an error every
  // rank detects) should print once: when all ranks enter the binding's
  // stop barrier, rank 0 speaks and takes the job down while the others wait
  // to be ended. A rank stopping alone (the others are elsewhere, perhaps
  // waiting for it) speaks itself once the barrier has not completed for a
  // while. No pause decides this: under load rank 0 may need seconds to end
  // the job, and a pause once let a second rank print the message again.
  im::Binding *b = abortBinding.load();
  if (!b || std::strncmp(b->name(), "mpi", 3) != 0 || b->procs() <= 1)
    return;
  bool all = b->allStopping(2.0);
  if (!all || b->rank() == 0)
    return;
  // Rank 0 is printing and ending the job; should it not (its abort lost),
  // this rank still ends the program after a long while, silently.
  std::this_thread::sleep_for(std::chrono::seconds(60));
  std::fflush(nullptr);
  std::_Exit(1);
}

void fatal(const std::string &message) {
  agreeToStop();
  waitForProcessor0();
  std::fflush(stdout);
  printOnce(fatalState, stderr, "zpl: error: " + message + "\n");
  abortProgram(1);
}

} // namespace detail
} // namespace zpl::rt

namespace zpl::im {
BlockedScope::BlockedScope() { rt::detail::blockedCount.fetch_add(1); }
BlockedScope::~BlockedScope() {
  rt::detail::blockedCount.fetch_sub(1);
  rt::detail::waitsEnded.fetch_add(1);
}
} // namespace zpl::im
