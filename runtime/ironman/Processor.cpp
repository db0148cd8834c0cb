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
// A processor that stops waits until every processor below it has stopped
// too (returned, or stopped itself), or until no live processor can go on:
// all blocked in a wait (for the stopped ones) or stopped, with no wait
// ending for a while. Of several processors that stop with a message, the
// lowest one's is printed: each takes the message (stopWith) before it marks
// itself stopped, and the ones above it wait for that mark. (Whichever came
// first printed before, so `[R] I := D * big` at -p4 told of the element of
// processor 1, 2 or 3 in about one run in ten.)
constexpr int kTracked = 1024; // processors above this wait only for these
std::atomic<int> threadsProcs{0}; // P under `threads`, else 0
std::atomic<int> blockedCount{0}, stoppedCount{0};
std::atomic<uint64_t> waitsEnded{0};
// stopping: on its way to stop the program; stopped: will neither print nor
// write output any more (returned, or took its message).
std::atomic<bool> procStopping[kTracked], procStopped[kTracked];
thread_local int processorRank = -1;

void markStopped(int rank) {
  if (rank >= 0 && rank < kTracked)
    procStopped[rank].store(true);
}

// Whether a processor may go on to stop the program: every processor
// below `limit` has stopped or, when none can go on (`stuck`), is blocked
// rather than stopping itself (the lowest stopping one goes first even then).
bool mayGoOn(int limit, bool stuck) {
  for (int q = 0; q < limit && q < kTracked; ++q)
    if (!procStopped[q].load() && (!stuck || procStopping[q].load()))
      return false;
  return true;
}

// Only atomics, the clock and nanosleep: the stack-overflow handler calls it.
void waitForProcessorsBelow(int me, int limit) {
  if (me >= 0 && me < kTracked)
    procStopping[me].store(true);
  int P = threadsProcs.load();
  if (P <= 1 || limit <= 0)
    return;
  stoppedCount.fetch_add(1);
  uint64_t seen = ~uint64_t(0);
  double since = 0;
  for (;;) {
    bool stuck = blockedCount.load() + stoppedCount.load() >= P;
    uint64_t ended = waitsEnded.load();
    bool stuckLong = false;
    if (!stuck || ended != seen) {
      seen = ended;
      since = wallSeconds();
    } else {
      stuckLong = wallSeconds() - since > 0.2;
    }
    if (mayGoOn(limit, stuckLong))
      return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}
} // namespace

void enterProcessor(int rank, int threadsP) {
  processorRank = rank;
  // Every processor sets it: one may stop before processor 0 has started.
  threadsProcs.store(threadsP);
}

void processorDone() { markStopped(processorRank); }

void waitForProcessor0() {
  waitForProcessorsBelow(processorRank, processorRank > 0 ? 1 : 0);
  markStopped(processorRank);
}

void setAbortBinding(im::Binding *b) { abortBinding.store(b); }

void abortProgram(int code) {
  // Every stream: files the program opened lose nothing either.
  std::fflush(nullptr);
  if (im::Binding *b = abortBinding.load())
    b->abortAll(code);
  std::_Exit(code);
}

void stopWith(std::atomic<int> &state, std::FILE *f, const std::string &text) {
  agreeToStop();
  waitForProcessorsBelow(processorRank, processorRank);
  int expected = 0;
  bool mine = state.compare_exchange_strong(expected, 1);
  // Taken before the mark that lets the processors above this one go on.
  markStopped(processorRank);
  std::fflush(stdout);
  if (mine) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::fflush(f);
    state.store(2);
  } else {
    // Another thread of this process is printing its message: whoever
    // exits first ends the process, so wait until the message is out.
    for (int i = 0; i < 1000 && state.load() != 2; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  abortProgram(1);
}

void agreeToStop() {
  // A stop several ranks reach at once (replicated code, or an error every
  // rank detects) should print once: when all ranks enter the binding's
  // stop barrier, rank 0 speaks and takes the job down while the others wait
  // to be ended; when only some do (the others are elsewhere, perhaps
  // waiting for them), the lowest of those that said within the while that
  // they stop speaks, as under `threads` (Binding::stopSpeaker). No pause
  // decides this: under load rank 0 may need seconds to end the job, and a
  // pause once let a second rank print the message again.
  im::Binding *b = abortBinding.load();
  if (!b || std::strncmp(b->name(), "mpi", 3) != 0 || b->procs() <= 1)
    return;
  if (b->stopSpeaker(2.0) == b->rank())
    return;
  // Another rank is printing and ending the job; should it not (its abort
  // lost), this rank still ends the program after a long while, silently.
  std::this_thread::sleep_for(std::chrono::seconds(60));
  std::fflush(nullptr);
  std::_Exit(1);
}

void fatal(const std::string &message) {
  stopWith(fatalState, stderr, "zpl: error: " + message + "\n");
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
