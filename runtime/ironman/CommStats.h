// ZPL_COMM_STATS=1: per-transfer communication statistics, printed at exit on
// processor 0 as one table (bytes, messages, local copies, time blocked in DN
// and SV, bytes staged through buffers, summed over processors). Each IRONMAN
// call attributes what it adds to its processor's counters (StatsCounters) to
// its transfer; when the variable is not set the hooks cost one predictable
// branch.
#pragma once

#include "runtime/ironman/Binding.h"

namespace zpl::im {

struct TransferStatsRecord;

namespace detail {
extern const bool commStatsOn; // ZPL_COMM_STATS is set (and not 0)
}

// Around one IRONMAN call of transfer `id` on the processor of `b`; `use`
// for the DN that completes one use of the transfer.
class TransferStatsScope {
public:
  TransferStatsScope(const Binding &b, int id, const StatsCounters &now, bool use = false) {
    if (detail::commStatsOn)
      begin(b, id, now, use);
  }
  ~TransferStatsScope() {
    if (rec_)
      end();
  }
  TransferStatsScope(const TransferStatsScope &) = delete;
  TransferStatsScope &operator=(const TransferStatsScope &) = delete;

private:
  void begin(const Binding &b, int id, const StatsCounters &now, bool use);
  void end();
  TransferStatsRecord *rec_ = nullptr;
  const StatsCounters *now_ = nullptr;
  StatsCounters before_;
};

// Names a transfer for the table: zplc's name for it and its ZPL line.
void noteTransfer(const Binding &b, const TransferSpec &spec);

// Collective: gathers every processor's records and prints the table on
// processor 0 (to stderr), then forgets them.
void printTransferStats(rt::ProcCore &p);

} // namespace zpl::im
