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

// Under `threads`, processor 0 writes all output, and may still be writing
// what comes before a halt or an error that another processor reaches first.
// A processor that stops waits until every processor below it has stopped
// too (returned, or stopped itself), or until no live processor can go on:
// all blocked in a wait (for the stopped ones) or stopped, with no wait
// ending for a while. Of several processors that stop with a message, the
// lowest one's is printed: each takes the message (stopWith) before it marks
// itself stopped, and the ones above it wait for that mark. (Whichever came
// first printed before, so `[R] I := D * big` at -p4 told of the element of
// processor 1, 2 or 3 in about one run in ten.) Errors come before halts
// (Processor.h, `Stop`): a halting processor first waits until every
// processor is stopping (or none can go on), and prints nothing when one of
// them stops with an error.
constexpr int kTracked = 1024; // processors above this wait only for these
std::atomic<int> threadsProcs{0}; // P under `threads`, else 0
std::atomic<int> blockedCount{0}, stoppedCount{0};
std::atomic<uint64_t> waitsEnded{0};
// procWhy: 0, or the Stop of a processor on its way to stop the program;
// stopped: will neither print nor write output any more (returned, or took
// its message).
std::atomic<int> procWhy[kTracked];
std::atomic<bool> procStopped[kTracked];
bool stopping(int q) { return procWhy[q].load() != 0; }
thread_local int processorRank = -1;
// Who prints: 0 nobody yet, 1 a processor is printing, 2 printed.
std::atomic<int> stopState{0};

void markStopped(int rank) {
  if (rank >= 0 && rank < kTracked)
    procStopped[rank].store(true);
}

// Whether a processor may go on to stop the program: every processor
// below `limit` has stopped or, when none can go on (`stuck`), is blocked
// rather than stopping itself (the lowest stopping one goes first even then).
bool mayGoOn(int limit, bool stuck) {
  for (int q = 0; q < limit && q < kTracked; ++q)
    if (!procStopped[q].load() && (!stuck || stopping(q)))
      return false;
  return true;
}

// Whether every processor has stopped or is stopping, or none can go on.
bool allStopping(bool stuck) {
  if (stuck)
    return true;
  for (int q = 0; q < threadsProcs.load() && q < kTracked; ++q)
    if (!procStopped[q].load() && !stopping(q))
      return false;
  return true;
}

bool errorStopping() {
  for (int q = 0; q < threadsProcs.load() && q < kTracked; ++q)
    if (procWhy[q].load() == int(Stop::Error))
      return true;
  return false;
}

// Only atomics, the clock and nanosleep (the stack-overflow handler comes
// here): marks this processor stopping, once.
void beginStopping(int me, Stop why) {
  if (me >= 0 && me < kTracked)
    procWhy[me].store(int(why));
  stoppedCount.fetch_add(1);
}

// Waits until `ready(stuckLong)`, where stuckLong says that no live
// processor can go on: every one blocked in a wait or stopping, with no
// wait ending for 0.2 s. Only atomics, the clock and nanosleep.
template <class Ready> void waitUntil(Ready ready) {
  int P = threadsProcs.load();
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
    if (ready(stuckLong))
      return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

// Under `threads`, waits for every processor below `limit` (see mayGoOn).
void waitForProcessorsBelow(int limit) {
  if (threadsProcs.load() <= 1 || limit <= 0)
    return;
  waitUntil([&](bool stuckLong) { return mayGoOn(limit, stuckLong); });
}

// Another processor is printing its message, and whoever exits first ends
// the process: wait until the message is out.
void waitForMessage() {
  for (int i = 0; i < 1000 && stopState.load() != 2; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
}
} // namespace

void enterProcessor(int rank, int threadsP) {
  processorRank = rank;
  // Every processor sets it: one may stop before processor 0 has started.
  threadsProcs.store(threadsP);
}

void processorDone() { markStopped(processorRank); }

void waitForProcessor0() {
  beginStopping(processorRank, Stop::Error);
  waitForProcessorsBelow(processorRank > 0 ? 1 : 0);
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

void stopWith(Stop why, std::FILE *f, const std::string &text) {
  agreeToStop(why);
  int me = processorRank;
  beginStopping(me, why);
  if (why == Stop::Halt && threadsProcs.load() > 1) {
    waitUntil(allStopping);
    if (errorStopping()) {
      markStopped(me);
      waitForMessage();
      abortProgram(1);
    }
  }
  waitForProcessorsBelow(me);
  int expected = 0;
  bool mine = stopState.compare_exchange_strong(expected, 1);
  // Taken before the mark that lets the processors above this one go on.
  markStopped(me);
  std::fflush(stdout);
  if (mine) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::fflush(f);
    stopState.store(2);
  } else {
    waitForMessage();
  }
  abortProgram(1);
}

void agreeToStop(Stop why) {
  // A stop several ranks reach at once (replicated code, or an error every
  // rank detects) should print once, and the same rank's message as under
  // `threads`: the lowest of those stopping with an error, else the lowest
  // (Binding::stopSpeaker). When all ranks enter the binding's stop barrier
  // each knows why every other stops; when only some do (the others are
  // elsewhere, perhaps waiting for them), the ranks decide among those that
  // said within the while that they stop. No pause decides this: under load
  // rank 0 may need seconds to end the job, and a pause once let a second
  // rank print the message again.
  im::Binding *b = abortBinding.load();
  if (!b || std::strncmp(b->name(), "mpi", 3) != 0 || b->procs() <= 1)
    return;
  if (b->stopSpeaker(2.0, why == Stop::Error) == b->rank())
    return;
  // Another rank is printing and ending the job; should it not (its abort
  // lost), this rank still ends the program after a long while, silently.
  std::this_thread::sleep_for(std::chrono::seconds(60));
  std::fflush(nullptr);
  std::_Exit(1);
}

void fatal(const std::string &message) {
  stopWith(Stop::Error, stderr, "zpl: error: " + message + "\n");
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
