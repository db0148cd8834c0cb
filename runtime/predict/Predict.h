// Receive-side message predictors (Afsahi and Dimopoulos, "Efficient
// Communication Using Message Prediction for Cluster of Multiprocessors").
//
// A processor's receives form a stream of message identifiers: one per
// distinct (sender, tag, bytes) envelope, the tag being the program's
// transfer id. A predictor watches the stream and, before each receive, says
// which message comes next (or, for the window heuristics, which k messages
// may come next). The runtime can then post that receive early, into its final
// buffer, so that an early-arriving message needs no staging copy.
//
// The library is independent of the rest of the runtime: zpl-predict replays
// recorded traces through it, and the mpi binding asks it before each wait.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace zpl::predict {

using MsgId = uint64_t;

// One receive as the program needs it.
struct Receive {
  int sender = 0;
  int tag = 0; // the transfer id: what the paper's "pre-receive (tag)" names
  uint64_t bytes = 0;
  bool operator<(const Receive &o) const {
    return std::tie(sender, tag, bytes) < std::tie(o.sender, o.tag, o.bytes);
  }
};

// Numbers distinct envelopes 0, 1, 2, ... in order of first appearance.
class Interner {
public:
  MsgId id(const Receive &r);
  size_t size() const { return ids_.size(); }

private:
  std::map<Receive, MsgId> ids_;
};

enum class Kind { LRU, FIFO, LFU, SingleCycle, Tagging, TagCycle, TagBetterCycle };
const char *kindName(Kind k);
std::optional<Kind> kindFromName(const std::string &name);

class Predictor {
public:
  virtual ~Predictor() = default;
  // Whether `next` (announced with `tag`) was predicted; then learn from it.
  // The window heuristics count a hit when `next` is in their set; the
  // others when it equals their single guess.
  virtual bool observe(MsgId next, int tag) = 0;
  // The single guess for the next receive at `tag`, if any (the window
  // heuristics have none).
  virtual std::optional<MsgId> guess(int tag) const = 0;
  // The next `n` receives whatever their tags, for pre-posting before the
  // program names the next tag: only Single-cycle knows them (its cycle);
  // the others none.
  virtual std::vector<MsgId> ahead(size_t n) const;
  // The most message envelopes held at once so far: the quantity of the
  // paper's Table 1 (its formulas 1-4 for the cycle predictors).
  virtual size_t memory() const = 0;
};

// `window` is k for LRU/FIFO/LFU and ignored otherwise; `rehead` lets the
// cycle predictors re-head an overdue cycle (CycleTracker::rehead).
std::unique_ptr<Predictor> make(Kind kind, size_t window = 1, bool rehead = false);

// Cycle discovery for one stream, shared by the Single-cycle and Tag
// predictors. In the initialisation phase every receive is logged until one
// recurs at least `kMinInitialCycle` receives after its first appearance:
// what lies between is the first cycle (short prefixes that never recur are
// skipped). In the prediction phase the next member of the cycle is guessed;
// a miss makes the missed receive the head of a new cycle, logged until the
// head (or, with re-heading, another logged receive) recurs, while the previous
// receive is offered as the guess.
class CycleTracker {
public:
  static constexpr size_t kMinInitialCycle = 6; // "longer than 5"
  std::optional<MsgId> guess() const;
  // The next `n` members of the cycle (fewer while none is known).
  std::vector<MsgId> ahead(size_t n) const;
  // Returns whether `next` equalled the guess.
  bool observe(MsgId next);
  // With remembered cycles (Tag-bettercycle): a miss whose receive heads a
  // cycle seen before resumes that cycle at once instead of relearning it.
  void rememberCycles(bool on) { remember_ = on; }
  // The paper lets only the missed receive head the next cycle, so a one-off
  // receive stops prediction for good. With re-heading, once the log is
  // longer than any cycle adopted so far, a logged receive that recurs as far
  // apart as the initialisation phase asks heads the cycle instead.
  void rehead(bool on) { rehead_ = on; }
  size_t maxCycle() const { return maxCycle_; }
  size_t heads() const { return known_.size(); }

private:
  enum class Phase { Init, Forming, Predicting };
  void startForming(MsgId head);
  void adopt(std::vector<MsgId> cycle);
  void grew(size_t n) { maxCycle_ = n > maxCycle_ ? n : maxCycle_; }

  Phase phase_ = Phase::Init;
  std::vector<MsgId> log_;        // Init: all receives; Forming: the cycle so far
  std::map<MsgId, size_t> first_; // Init: first index of each receive
  std::vector<MsgId> cycle_;
  size_t pos_ = 0; // index in cycle_ of the last receive
  std::optional<MsgId> last_;
  bool remember_ = false;
  bool rehead_ = false;
  std::map<MsgId, std::vector<MsgId>> known_; // head -> its last cycle
  size_t maxCycle_ = 0;
  size_t longest_ = 0; // the longest cycle adopted
};

// Hit ratio of a fresh predictor over ids[start..], with the tags beside them.
double hitRatio(Kind kind, size_t window, const std::vector<MsgId> &ids,
                const std::vector<int> &tags, size_t start = 0, bool rehead = false);

} // namespace zpl::predict
