#include "runtime/predict/Predict.h"

#include <algorithm>
#include <list>

namespace zpl::predict {

MsgId Interner::id(const Receive &r) {
  auto [it, fresh] = ids_.emplace(r, MsgId(ids_.size()));
  (void)fresh;
  return it->second;
}

namespace {
struct NamedKind {
  Kind kind;
  const char *name;
};
constexpr NamedKind kKinds[] = {
    {Kind::LRU, "lru"},
    {Kind::FIFO, "fifo"},
    {Kind::LFU, "lfu"},
    {Kind::SingleCycle, "single-cycle"},
    {Kind::Tagging, "tagging"},
    {Kind::TagCycle, "tag-cycle"},
    {Kind::TagBetterCycle, "tag-bettercycle"},
};
} // namespace

const char *kindName(Kind k) {
  for (const NamedKind &n : kKinds)
    if (n.kind == k)
      return n.name;
  return "?";
}

std::optional<Kind> kindFromName(const std::string &name) {
  for (const NamedKind &n : kKinds)
    if (name == n.name)
      return n.kind;
  return std::nullopt;
}

// ------------------------------------------------------------ CycleTracker

// A log that never closes a cycle (a stream with no repetition) must not grow
// without bound; past this many entries learning starts over.
static constexpr size_t kMaxLog = 1 << 16;

std::optional<MsgId> CycleTracker::guess() const {
  if (phase_ == Phase::Predicting)
    return cycle_[(pos_ + 1) % cycle_.size()];
  return last_; // while a cycle forms, the previous receive is offered
}

std::vector<MsgId> CycleTracker::ahead(size_t n) const {
  std::vector<MsgId> out;
  if (phase_ != Phase::Predicting) {
    if (last_ && n > 0)
      out.push_back(*last_);
    return out;
  }
  for (size_t i = 1; i <= n && i <= cycle_.size(); ++i)
    out.push_back(cycle_[(pos_ + i) % cycle_.size()]);
  return out;
}

std::vector<MsgId> Predictor::ahead(size_t) const { return {}; }

void CycleTracker::startForming(MsgId head) {
  if (remember_) {
    auto it = known_.find(head);
    if (it != known_.end()) {
      adopt(it->second);
      return;
    }
  }
  phase_ = Phase::Forming;
  log_.assign(1, head);
  first_.clear();
  first_[head] = 0;
  grew(1);
}

void CycleTracker::adopt(std::vector<MsgId> cycle) {
  grew(cycle.size());
  longest_ = std::max(longest_, cycle.size());
  if (remember_)
    known_[cycle.front()] = cycle;
  cycle_ = std::move(cycle);
  pos_ = 0; // the head has just been received
  phase_ = Phase::Predicting;
  log_.clear();
  first_.clear();
}

bool CycleTracker::observe(MsgId next) {
  std::optional<MsgId> g = guess();
  bool hit = g && *g == next;
  last_ = next;
  switch (phase_) {
  case Phase::Init: {
    auto [it, fresh] = first_.emplace(next, log_.size());
    if (!fresh && log_.size() - it->second >= kMinInitialCycle) {
      adopt(std::vector<MsgId>(log_.begin() + it->second, log_.end()));
      break;
    }
    log_.push_back(next);
    grew(log_.size());
    if (log_.size() > kMaxLog) {
      log_.clear();
      first_.clear();
    }
    break;
  }
  case Phase::Forming: {
    auto [it, fresh] = first_.emplace(next, log_.size());
    bool overdue = rehead_ && log_.size() > longest_;
    if (!fresh && (it->second == 0 ||
                   (overdue && log_.size() - it->second >= kMinInitialCycle))) {
      // The head recurred: the log is a cycle (or, with re-heading, an
      // overdue log has found another head).
      adopt(std::vector<MsgId>(log_.begin() + it->second, log_.end()));
    } else if (log_.size() >= kMaxLog) {
      startForming(next);
    } else {
      log_.push_back(next);
      grew(log_.size());
    }
    break;
  }
  case Phase::Predicting:
    if (hit)
      pos_ = (pos_ + 1) % cycle_.size();
    else
      startForming(next);
    break;
  }
  return hit;
}

// -------------------------------------------------------------- Predictors

namespace {

// LRU, FIFO and LFU keep k distinct messages; a hit is a message in the set.
class WindowPredictor final : public Predictor {
public:
  WindowPredictor(Kind kind, size_t k) : kind_(kind), k_(std::max<size_t>(k, 1)) {}

  bool observe(MsgId next, int) override {
    auto it = std::find_if(set_.begin(), set_.end(),
                           [&](const Entry &e) { return e.id == next; });
    if (it != set_.end()) {
      if (kind_ == Kind::LRU)
        set_.splice(set_.end(), set_, it); // most recent at the back
      ++it->uses;
      return true;
    }
    if (set_.size() == k_) {
      auto victim = set_.begin(); // LRU: least recent; FIFO: oldest
      if (kind_ == Kind::LFU) // fewest uses; the oldest among equals
        victim = std::min_element(set_.begin(), set_.end(),
                                  [](const Entry &a, const Entry &b) {
                                    return a.uses < b.uses;
                                  });
      set_.erase(victim);
    }
    set_.push_back({next, 1});
    return false;
  }
  std::optional<MsgId> guess(int) const override { return std::nullopt; }
  size_t memory() const override { return k_; }

private:
  struct Entry {
    MsgId id;
    uint64_t uses;
  };
  Kind kind_;
  size_t k_;
  std::list<Entry> set_;
};

class SingleCyclePredictor final : public Predictor {
public:
  explicit SingleCyclePredictor(bool rehead) { t_.rehead(rehead); }
  bool observe(MsgId next, int) override { return t_.observe(next); }
  std::optional<MsgId> guess(int) const override { return t_.guess(); }
  std::vector<MsgId> ahead(size_t n) const override { return t_.ahead(n); }
  size_t memory() const override { return t_.maxCycle(); }

private:
  CycleTracker t_;
};

// The message last received at each tag is the guess for that tag.
class TaggingPredictor final : public Predictor {
public:
  bool observe(MsgId next, int tag) override {
    auto [it, fresh] = last_.emplace(tag, next);
    bool hit = !fresh && it->second == next;
    it->second = next;
    return hit;
  }
  std::optional<MsgId> guess(int tag) const override {
    auto it = last_.find(tag);
    if (it == last_.end())
      return std::nullopt;
    return it->second;
  }
  size_t memory() const override { return last_.size(); }

private:
  std::map<int, MsgId> last_;
};

// A cycle tracker per tag; Tag-bettercycle also remembers every cycle by its
// head.
class TagCyclePredictor final : public Predictor {
public:
  TagCyclePredictor(bool better, bool rehead) : better_(better), rehead_(rehead) {}
  bool observe(MsgId next, int tag) override {
    auto [it, fresh] = tags_.try_emplace(tag);
    if (fresh) {
      it->second.rememberCycles(better_);
      it->second.rehead(rehead_);
    }
    return it->second.observe(next);
  }
  std::optional<MsgId> guess(int tag) const override {
    auto it = tags_.find(tag);
    if (it == tags_.end())
      return std::nullopt;
    return it->second.guess();
  }
  // Formulas 3 and 4: tags x longest cycle (x most heads of one tag).
  size_t memory() const override {
    size_t cycle = 0, heads = 1;
    for (const auto &[tag, t] : tags_) {
      cycle = std::max(cycle, t.maxCycle());
      heads = std::max(heads, t.heads());
    }
    return tags_.size() * cycle * (better_ ? heads : 1);
  }

private:
  bool better_, rehead_;
  std::map<int, CycleTracker> tags_;
};

} // namespace

std::unique_ptr<Predictor> make(Kind kind, size_t window, bool rehead) {
  switch (kind) {
  case Kind::LRU:
  case Kind::FIFO:
  case Kind::LFU:
    return std::make_unique<WindowPredictor>(kind, window);
  case Kind::SingleCycle:
    return std::make_unique<SingleCyclePredictor>(rehead);
  case Kind::Tagging:
    return std::make_unique<TaggingPredictor>();
  case Kind::TagCycle:
    return std::make_unique<TagCyclePredictor>(false, rehead);
  case Kind::TagBetterCycle:
    return std::make_unique<TagCyclePredictor>(true, rehead);
  }
  return nullptr;
}

double hitRatio(Kind kind, size_t window, const std::vector<MsgId> &ids,
                const std::vector<int> &tags, size_t start, bool rehead) {
  if (start >= ids.size())
    return 0;
  std::unique_ptr<Predictor> p = make(kind, window, rehead);
  size_t hits = 0;
  for (size_t i = start; i < ids.size(); ++i)
    hits += p->observe(ids[i], tags[i]);
  return double(hits) / double(ids.size() - start);
}

} // namespace zpl::predict
