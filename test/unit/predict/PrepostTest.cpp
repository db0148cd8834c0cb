// Pre-posting by prediction (runtime/predict/Prepost.h): which receives the
// planner offers to which transfer, and the predicted exchange's sizes and
// split, without MPI.
#include "runtime/predict/Prepost.h"

#include <gtest/gtest.h>

#include <random>

using namespace zpl::predict;

namespace {
// A transfer that records what it was asked to post early; it accepts
// unless `busy`, or when the size is not its own.
struct RecordingTarget final : PrepostTarget {
  explicit RecordingTarget(uint64_t bytes) : bytes(bytes) {}
  bool prepost(int peer, uint64_t b) override {
    if (busy || b != bytes)
      return false;
    asked.push_back(peer);
    return true;
  }
  uint64_t bytes;
  bool busy = false;
  std::vector<int> asked;
};

// One use of transfer `tag` receiving from `senders`, then the offers.
void use(ReceivePlanner &p, int tag, std::vector<int> senders, uint64_t bytes) {
  for (int s : senders)
    p.received(s, tag, bytes);
  p.prepostNext();
}
} // namespace

TEST(ReceivePlanner, OffersTheCycleAheadToTheTransfersItBelongsTo) {
  ReceivePlanner p(Kind::SingleCycle, 2, false);
  RecordingTarget t1(800), t2(16);
  p.attach(1, &t1);
  p.attach(2, &t2);
  // Transfer 1 receives from 0 and 2, transfer 2 from 3, in a loop.
  for (int it = 0; it < 3; ++it) {
    use(p, 1, {0, 2}, 800);
    use(p, 2, {3}, 16);
  }
  // The cycle (0,1) (2,1) (3,2) is known: after transfer 1's use the next two
  // receives are (3,2) and (0,1).
  t1.asked.clear();
  t2.asked.clear();
  use(p, 1, {0, 2}, 800);
  EXPECT_EQ(t2.asked, std::vector<int>({3}));
  EXPECT_EQ(t1.asked, std::vector<int>({0}));
  EXPECT_GT(p.stats.predicted, 0u);
  EXPECT_EQ(p.stats.receives, 11u);
}

TEST(ReceivePlanner, WhileLearningTheLastReceiveIsOffered) {
  ReceivePlanner p(Kind::SingleCycle, 4, false);
  RecordingTarget t(8);
  p.attach(5, &t);
  use(p, 5, {1}, 8); // the last receive is offered while learning
  EXPECT_EQ(t.asked, std::vector<int>({1}));
  ReceivePlanner q(Kind::SingleCycle, 4, false);
  q.prepostNext(); // an empty stream offers nothing
  EXPECT_EQ(q.stats.preposted, 0u);
}

TEST(ReceivePlanner, ARefusingOrDetachedTransferIsNotCounted) {
  ReceivePlanner p(Kind::SingleCycle, 3, false);
  RecordingTarget t(8);
  t.busy = true;
  p.attach(1, &t);
  for (int i = 0; i < 10; ++i)
    use(p, 1, {1, 2, 3}, 8);
  EXPECT_TRUE(t.asked.empty());
  EXPECT_EQ(p.stats.preposted, 0u);
  p.detach(1);
  t.busy = false;
  use(p, 1, {1, 2, 3}, 8);
  EXPECT_TRUE(t.asked.empty()); // detached: never called
}

TEST(ReceivePlanner, ForcedMissesOfferAnotherMessageThanPredicted) {
  ReceivePlanner right(Kind::SingleCycle, 1, false), wrong(Kind::SingleCycle, 1, true);
  RecordingTarget a(8), b(8);
  right.attach(1, &a);
  wrong.attach(1, &b);
  for (int i = 0; i < 8; ++i)
    for (int s : {4, 5, 6}) {
      use(right, 1, {s}, 8);
      use(wrong, 1, {s}, 8);
    }
  ASSERT_EQ(a.asked.size(), b.asked.size());
  // Once the cycle 4 5 6 is known the right planner offers the next sender,
  // the forced one never does.
  size_t hits = 0;
  for (size_t i = 0; i + 1 < a.asked.size(); ++i)
    hits += a.asked[i] != b.asked[i];
  EXPECT_GT(hits, 8u);
  int next = 4;
  for (size_t i = a.asked.size() - 6; i < a.asked.size(); ++i) {
    next = next == 6 ? 4 : next + 1; // after sender s comes s + 1 (mod the cycle)
    EXPECT_EQ(a.asked[i], next);
    EXPECT_NE(b.asked[i], next);
  }
}

TEST(ExchangeSize, BothEndsComputeTheSameCapacity) {
  ExchangeSize sender, receiver;
  std::mt19937 rng(7);
  for (int i = 0; i < 200; ++i) {
    EXPECT_EQ(sender.capacity(), receiver.capacity());
    uint64_t size = i % 3 == 0 ? 24 : rng() % 5000;
    sender.observe(size);
    receiver.observe(size);
  }
}

TEST(ExchangeSize, PredictsRepeatedAndCyclicSizes) {
  ExchangeSize s;
  EXPECT_EQ(s.capacity(), 0u);
  s.observe(4096);
  EXPECT_EQ(s.capacity(), 4096u); // before a cycle: the last size
  ExchangeSize c;
  std::vector<uint64_t> cycle = {100, 200, 300, 400, 500, 600, 700};
  size_t hits = 0;
  for (int it = 0; it < 5; ++it)
    for (uint64_t v : cycle) {
      hits += c.capacity() == v;
      c.observe(v);
    }
  EXPECT_GE(hits, 4u * cycle.size() - 1); // all but the first round
}

TEST(ExchangeSize, ForcedMissesPredictTooSmall) {
  ExchangeSize s(true);
  for (uint64_t v : {1u, 2u, 3u, 1000u, 1000u, 1000u}) {
    s.observe(v);
    EXPECT_LT(s.capacity(), v);
  }
}

TEST(ExchangeSplit, ReassemblesEveryMessageExactly) {
  std::mt19937 rng(11);
  for (int i = 0; i < 10000; ++i) {
    uint64_t size = rng() % 300, cap = rng() % 300;
    uint64_t first = firstPart(size, cap);
    ASSERT_LE(first, cap + 1) << "the receive would truncate";
    ASSERT_LE(first, size);
    bool more = restFollows(first, cap);
    ASSERT_EQ(more, size > cap);
    ASSERT_EQ(first + (more ? size - first : 0), size);
  }
}
