#include "runtime/predict/Prepost.h"

namespace zpl::predict {

ReceivePlanner::ReceivePlanner(Kind kind, size_t ahead, bool forceMiss)
    : p_(make(kind)), ahead_(ahead), forceMiss_(forceMiss) {}

void ReceivePlanner::received(int sender, int tag, uint64_t bytes) {
  Receive r{sender, tag, bytes};
  MsgId id = ids_.id(r);
  if (id == byId_.size())
    byId_.push_back(r);
  ++stats.receives;
  if (p_->observe(id, tag))
    ++stats.predicted;
}

void ReceivePlanner::prepostNext() {
  // Forced misses: one guess, replaced by another message (the next one
  // interned), so that early receives wait for a later use or are cancelled.
  for (MsgId g : p_->ahead(forceMiss_ ? 1 : ahead_)) {
    if (forceMiss_)
      g = (g + 1) % byId_.size();
    const Receive &r = byId_[g];
    auto it = targets_.find(r.tag);
    if (it != targets_.end() && it->second->prepost(r.sender, r.bytes))
      ++stats.preposted;
  }
}

uint64_t ExchangeSize::capacity() const {
  std::optional<MsgId> g = t_.guess();
  uint64_t c = g ? sizes_[*g] : 0;
  return forceMiss_ ? c / 2 - (c > 1 ? 1 : 0) : c;
}

void ExchangeSize::observe(uint64_t bytes) {
  auto [it, fresh] = ids_.emplace(bytes, MsgId(sizes_.size()));
  if (fresh)
    sizes_.push_back(bytes);
  t_.observe(it->second);
}

} // namespace zpl::predict
