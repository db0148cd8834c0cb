// The harness of the runtime's tests (ironman_tests), shared by its files:
// GoogleTest runs on processor 0 only. Each TEST body dispatches a task that
// every processor runs; processors record failures locally and processor 0
// gathers them and reports them as GoogleTest failures (Harness.cpp). So the
// same checks hold on every binding, whether or not the other processors
// share the process.
#pragma once

#include "runtime/ironman/Ironman.h"
#include "runtime/relations/Relations.h"
#include "runtime/support/Runtime.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ironman_test {

using zpl::rt::Proc;

struct Ctx {
  Proc &p;
  std::vector<std::string> errors;
  void fail(const std::string &m) {
    if (errors.size() < 20)
      errors.push_back("processor " + std::to_string(p.rank()) + ": " + m);
  }
};

#define CHECK_THAT(ctx, cond, msg)                                             \
  do {                                                                         \
    if (!(cond))                                                               \
      (ctx).fail(std::string(__FILE__ ":") + std::to_string(__LINE__) + ": " + \
                 (msg));                                                       \
  } while (0)

using Task = std::function<void(Ctx &)>;
// Registers a task (at static initialisation: every processor numbers the
// tasks alike) and returns its number.
int addTask(const std::string &name, Task t);
// Runs `task` on every processor and reports its failures; called from a
// TEST body, on processor 0.
void dispatch(int task);

// The IRONMAN misuse reports of the calling processor, recorded instead of
// stopping the program (the handler is set in main).
extern thread_local std::vector<std::string> misuse;

// A transfer's spec with its id, element size and storage; the tests add
// the pairs.
inline zpl::im::TransferSpec makeSpec(int id, size_t elemSize, const void *send,
                                      void *recv) {
  zpl::im::TransferSpec s;
  s.id = id;
  s.elemSize = elemSize;
  s.sendBase = send;
  s.recvBase = recv;
  return s;
}

inline uint64_t mix(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  return x ^ (x >> 33);
}

// Every owned global index of `proc` (row-major over dimensions).
template <class F> void forOwned(const zpl::rel::Layout &l, int proc, F f) {
  int r = l.rank();
  std::vector<std::vector<int64_t>> idx(r);
  for (int d = 0; d < r; ++d) {
    idx[d] = l.ownedIndices(proc, d);
    if (idx[d].empty())
      return;
  }
  std::vector<size_t> k(r, 0);
  std::vector<int64_t> g(r);
  for (;;) {
    for (int d = 0; d < r; ++d)
      g[d] = idx[d][k[d]];
    f(g);
    int d = r - 1;
    while (d >= 0 && ++k[d] == idx[d].size())
      k[d] = 0, --d;
    if (d < 0)
      return;
  }
}

} // namespace ironman_test
