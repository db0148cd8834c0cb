// Pre-posting receives by prediction: the part of the mpi binding's use of
// the predictors that needs no MPI, so that it can be tested alone.
//
// ReceivePlanner watches a processor's stream of receives (sender, transfer
// id as the tag, bytes), feeds it to a predictor and, after each use of a
// transfer, asks the transfer that the predicted next receives belong to to
// post them early. Whether that is safe (not busy, same size, not already
// posted) is the transfer's decision: a wrong prediction costs a receive
// posted early for a later use, never a result.
//
// ExchangeSize predicts the size of the next message between two processors
// in one direction. Both ends hold the same history (what one sent is what
// the other received), so they compute the same capacity without asking:
// the receiver posts a receive of that capacity before any size is known,
// and the sender sends what exceeds it as a second message.
#pragma once

#include "runtime/predict/Predict.h"

#include <cstdint>
#include <map>
#include <memory>
#include <vector>

namespace zpl::predict {

class PrepostTarget {
public:
  virtual ~PrepostTarget() = default;
  // Posts now the receive of `bytes` from `peer` that the target's next use
  // needs; false if it cannot (in use, already posted, no such receive).
  virtual bool prepost(int peer, uint64_t bytes) = 0;
};

struct PrepostStats {
  uint64_t receives = 0;  // receives observed
  uint64_t predicted = 0; // of them, the predictor's guess
  uint64_t preposted = 0; // receives posted early
  uint64_t found = 0;     // receives a DR found already posted
  uint64_t cancelled = 0; // early receives given up (staged, or never used)
};

class ReceivePlanner {
public:
  // `ahead`: how many predicted receives to offer after each use.
  // `forceMiss` replaces every prediction by another message seen before
  // (tests: results must not change).
  ReceivePlanner(Kind kind, size_t ahead, bool forceMiss);
  void attach(int tag, PrepostTarget *t) { targets_[tag] = t; }
  void detach(int tag) { targets_.erase(tag); }
  // One receive, in the order the program needs them.
  void received(int sender, int tag, uint64_t bytes);
  // After a use's receives: offer the predicted next ones to their targets.
  void prepostNext();
  PrepostStats stats;

private:
  Interner ids_;
  std::vector<Receive> byId_;
  std::unique_ptr<Predictor> p_;
  std::map<int, PrepostTarget *> targets_;
  size_t ahead_;
  bool forceMiss_;
};

class ExchangeSize {
public:
  explicit ExchangeSize(bool forceMiss = false) : forceMiss_(forceMiss) {}
  // The predicted size of the next message: Single-cycle's guess over the
  // sizes so far (before a cycle is known, the last size; 0 at first).
  // With forceMiss, less than half of it.
  uint64_t capacity() const;
  void observe(uint64_t bytes);

private:
  std::map<uint64_t, MsgId> ids_;
  std::vector<uint64_t> sizes_;
  CycleTracker t_;
  bool forceMiss_;
};

// The exchange's split of a message of `size` bytes for a receiver whose
// receive holds `capacity`: all of it if it fits, else capacity + 1 bytes
// (one more than fits, so that the receiver sees that more follows) and the
// rest in a second message.
inline uint64_t firstPart(uint64_t size, uint64_t capacity) {
  return size <= capacity ? size : capacity + 1;
}
// Whether a first part of `got` bytes says that a second one follows.
inline bool restFollows(uint64_t got, uint64_t capacity) { return got > capacity; }

} // namespace zpl::predict
