// Receive traces for message prediction: with ZPL_TRACE=DIR every processor
// writes DIR/trace.<rank>.txt, one line per message it needs, in the order it
// needs them (docs/trace-format.md). tools/zpl-predict replays them.
#pragma once

#include <cstdint>

namespace zpl::im::trace {

// Whether ZPL_TRACE is set (read once).
bool enabled();
// Processor `rank` of `procs` (binding `binding`) needs `bytes` from `sender`
// for transfer `tag`. Exchanges (remaps by data) use tag -1.
void receive(int rank, int procs, const char *binding, int sender, int tag, uint64_t bytes);

} // namespace zpl::im::trace
