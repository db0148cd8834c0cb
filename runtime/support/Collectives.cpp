// Reductions, scans, broadcasts, floods and processor grids.
//
// Every reduction and scan gathers the per-processor partials everywhere and
// folds them in increasing rank order with the same loop on every binding.
// That costs P partials per processor instead of a tree, but it is what makes
// floating-point results bit-identical across bindings for a processor count,
// and P is small next to the data a ZPL program moves.
#include "runtime/ironman/Binding.h"
#include "runtime/ironman/Trace.h"
#include "runtime/support/Internal.h"
#include "runtime/support/Runtime.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <limits>
#include <type_traits>

namespace zpl::rt {

namespace {

size_t sizeOf(Type t) {
  switch (t) {
  case Type::Bool:
    return sizeof(bool);
  case Type::Int32:
    return 4;
  case Type::Int64:
    return 8;
  case Type::Float:
    return 4;
  case Type::Double:
    return 8;
  case Type::Char:
    return 1;
  case Type::String:
    break;
  }
  detail::fatal(
      "internal error: reductions and scans take booleans, integers or reals");
}

const char *opName(Op op) {
  const char *names[] = {"+", "*",    "max", "min", "&",
                         "|", "band", "bor", "bxor"};
  return names[int(op)];
}

template <class T> T combine(Op op, T a, T b) {
  // Integer sums and products wrap (two's complement) as the generated C++
  // would on the machine, without undefined behaviour on overflow.
  if constexpr (std::is_integral_v<T>) {
    using U = std::make_unsigned_t<T>;
    if (op == Op::Add)
      return T(U(a) + U(b));
    if (op == Op::Mul)
      return T(U(a) * U(b));
  }
  switch (op) {
  case Op::Add:
    return a + b;
  case Op::Mul:
    return a * b;
  case Op::Max:
    return b > a ? b : a;
  case Op::Min:
    return b < a ? b : a;
  case Op::And:
    return T(a != T(0) && b != T(0));
  case Op::Or:
    return T(a != T(0) || b != T(0));
  default:
    break;
  }
  if constexpr (std::is_integral_v<T>) {
    switch (op) {
    case Op::BitAnd:
      return a & b;
    case Op::BitOr:
      return a | b;
    case Op::BitXor:
      return a ^ b;
    default:
      break;
    }
  }
  detail::fatal(std::string("internal error: reduction `") + opName(op) +
                "<<` needs integer operands");
}

template <> bool combine<bool>(Op op, bool a, bool b) {
  switch (op) {
  case Op::Add:
  case Op::Max:
  case Op::Or:
  case Op::BitOr:
    return a || b;
  case Op::Mul:
  case Op::Min:
  case Op::And:
  case Op::BitAnd:
    return a && b;
  case Op::BitXor:
    return a != b;
  }
  return false;
}

template <class T> T identity(Op op) {
  switch (op) {
  case Op::Add:
  case Op::Or:
  case Op::BitOr:
  case Op::BitXor:
    return T(0);
  case Op::Mul:
  case Op::And:
    return T(1);
  case Op::Max:
    return std::numeric_limits<T>::has_infinity
               ? -std::numeric_limits<T>::infinity()
               : std::numeric_limits<T>::lowest();
  case Op::Min:
    return std::numeric_limits<T>::has_infinity
               ? std::numeric_limits<T>::infinity()
               : std::numeric_limits<T>::max();
  case Op::BitAnd:
    if constexpr (std::is_integral_v<T>)
      return T(~T(0));
    else
      return T(0);
  }
  return T(0);
}

template <> bool identity<bool>(Op op) {
  switch (op) {
  case Op::Mul:
  case Op::Min:
  case Op::And:
  case Op::BitAnd:
    return true;
  default:
    return false;
  }
}

// acc[i] = acc[i] op x[i]
template <class T> void foldInto(Op op, void *acc, const void *x, size_t n) {
  T *a = static_cast<T *>(acc);
  const T *b = static_cast<const T *>(x);
  for (size_t i = 0; i < n; ++i)
    a[i] = combine<T>(op, a[i], b[i]);
}

template <class T> void fillIdentity(Op op, void *acc, size_t n) {
  T *a = static_cast<T *>(acc);
  std::fill(a, a + n, identity<T>(op));
}

void fold(Op op, Type t, void *acc, const void *x, size_t n) {
  switch (t) {
  case Type::Bool:
    return foldInto<bool>(op, acc, x, n);
  case Type::Int32:
    return foldInto<int32_t>(op, acc, x, n);
  case Type::Int64:
    return foldInto<int64_t>(op, acc, x, n);
  case Type::Float:
    return foldInto<float>(op, acc, x, n);
  case Type::Double:
    return foldInto<double>(op, acc, x, n);
  case Type::Char:
    return foldInto<char>(op, acc, x, n);
  case Type::String:
    break;
  }
  sizeOf(t);
}

void setIdentity(Op op, Type t, void *acc, size_t n) {
  switch (t) {
  case Type::Bool:
    return fillIdentity<bool>(op, acc, n);
  case Type::Int32:
    return fillIdentity<int32_t>(op, acc, n);
  case Type::Int64:
    return fillIdentity<int64_t>(op, acc, n);
  case Type::Float:
    return fillIdentity<float>(op, acc, n);
  case Type::Double:
    return fillIdentity<double>(op, acc, n);
  case Type::Char:
    return fillIdentity<char>(op, acc, n);
  case Type::String:
    break;
  }
  sizeOf(t);
}

int rankOf(const std::vector<int> &grid, const std::vector<int> &c) {
  int r = 0;
  for (size_t d = 0; d < grid.size(); ++d)
    r = r * grid[d] + c[d];
  return r;
}

// Folds the partials of `members` (ascending ranks) into `out`; the first
// member's partial starts the fold so no identity element enters the sum.
void foldMembers(Op op, Type t, const std::vector<char> &all, size_t bytes,
                 size_t count, const std::vector<int> &members, void *out) {
  if (members.empty())
    return setIdentity(op, t, out, count);
  std::memcpy(out, all.data() + members[0] * bytes, bytes);
  for (size_t k = 1; k < members.size(); ++k)
    fold(op, t, out, all.data() + members[k] * bytes, count);
}

void checkGrid(const std::vector<int> &grid, int procs, const char *what) {
  long long n = 1;
  for (int g : grid)
    n *= g;
  if (n != procs)
    detail::fatal(std::string("internal error: ") + what + " over a grid of " +
                  std::to_string(n) + " processors on " +
                  std::to_string(procs));
}

} // namespace

void Proc::reduce(Op op, Type type, void *inout, size_t count) {
  size_t bytes = sizeOf(type) * count;
  std::vector<char> all(bytes * procs_);
  binding_->allgather(inout, bytes, all.data());
  std::vector<int> members(procs_);
  for (int r = 0; r < procs_; ++r)
    members[r] = r;
  foldMembers(op, type, all, bytes, count, members, inout);
}

void Proc::reduceAlong(Op op, Type type, void *inout, size_t count,
                       const std::vector<int> &grid,
                       const std::vector<int> &dims) {
  checkGrid(grid, procs_, "reduction");
  size_t bytes = sizeOf(type) * count;
  std::vector<char> all(bytes * procs_);
  binding_->allgather(inout, bytes, all.data());
  std::vector<int> mine = coords(grid), members;
  for (int r = 0; r < procs_; ++r) {
    int rest = r;
    std::vector<int> c(grid.size());
    for (size_t d = grid.size(); d-- > 0;)
      c[d] = rest % grid[d], rest /= grid[d];
    bool same = true;
    for (size_t d = 0; d < grid.size(); ++d)
      if (c[d] != mine[d] &&
          std::find(dims.begin(), dims.end(), int(d)) == dims.end())
        same = false;
    if (same)
      members.push_back(r);
  }
  foldMembers(op, type, all, bytes, count, members, inout);
}

void Proc::scanExclusive(Op op, Type type, void *inout, size_t count) {
  size_t bytes = sizeOf(type) * count;
  std::vector<char> all(bytes * procs_);
  binding_->allgather(inout, bytes, all.data());
  std::vector<int> members;
  for (int r = 0; r < rank_; ++r)
    members.push_back(r);
  foldMembers(op, type, all, bytes, count, members, inout);
}

void Proc::scanExclusiveAlong(Op op, Type type, void *inout, size_t count,
                              const std::vector<int> &grid, int dim) {
  scanExclusiveAlong(op, type, inout, nullptr, count, grid, dim);
}

void Proc::scanExclusiveAlong(Op op, Type type, void *inout, void *total,
                              size_t count, const std::vector<int> &grid,
                              int dim) {
  checkGrid(grid, procs_, "scan");
  size_t bytes = sizeOf(type) * count;
  std::vector<char> all(bytes * procs_);
  binding_->allgather(inout, bytes, all.data());
  std::vector<int> c = coords(grid), before, line;
  int myCoord = c[dim];
  for (int k = 0; k < grid[dim]; ++k) {
    c[dim] = k;
    line.push_back(rankOf(grid, c));
    if (k < myCoord)
      before.push_back(line.back());
  }
  if (total)
    foldMembers(op, type, all, bytes, count, line, total);
  foldMembers(op, type, all, bytes, count, before, inout);
}

void Proc::broadcast(void *data, size_t bytes, int root) {
  binding_->broadcast(data, bytes, root);
}

void Proc::exchange(const std::vector<std::vector<char>> &send,
                    std::vector<std::vector<char>> &recv) {
  if (int(send.size()) != procs_)
    detail::fatal("internal error: exchange needs one send list per "
                  "processor");
  binding_->alltoallv(send, &recv);
  if (im::trace::enabled())
    for (int r = 0; r < procs_; ++r)
      if (r != rank_ && !recv[r].empty())
        im::trace::receive(rank_, procs_, binding_->name(), r, -1, recv[r].size());
}

void Proc::exchange(const std::vector<std::vector<char>> &send, char *recv,
                    const std::vector<size_t> &recvBytes) {
  if (int(send.size()) != procs_ || recvBytes.size() != size_t(procs_))
    detail::fatal("internal error: exchange needs one send list and one "
                  "receive size per processor");
  binding_->alltoallvKnown(send, recv, recvBytes.data());
  if (im::trace::enabled())
    for (int r = 0; r < procs_; ++r)
      if (r != rank_ && recvBytes[r] > 0)
        im::trace::receive(rank_, procs_, binding_->name(), r, -1, recvBytes[r]);
}

void Proc::flood(void *data, size_t bytes, const std::vector<int> &grid,
                 int dim, int rootCoord) {
  checkGrid(grid, procs_, "flood");
  std::vector<int> c = coords(grid);
  c[dim] = rootCoord;
  binding_->groupBroadcast(data, bytes, rankOf(grid, c));
}

// ------------------------------------------------------------------ grids

std::vector<int> Proc::grid(int rank, const std::vector<int> &extents,
                            const char *name) const {
  if (extents.empty())
    return defaultGrid(procs_, rank);
  long long n = 1;
  std::string shape;
  for (int e : extents) {
    if (e < 1)
      detail::fatal(std::string("grid `") + name + "` has an extent of " +
                    std::to_string(e) + "; extents must be positive");
    n *= e;
    shape += (shape.empty() ? "" : "x") + std::to_string(e);
  }
  auto processors = [](long long k) {
    return std::to_string(k) + (k == 1 ? " processor" : " processors");
  };
  if (n != procs_)
    detail::fatal(std::string("grid `") + name + "` is " + shape + " (" +
                  processors(n) + ") but the program runs on " +
                  processors(procs_));
  return extents;
}

std::vector<int> Proc::coords(const std::vector<int> &grid) const {
  std::vector<int> c(grid.size());
  int rest = rank_;
  for (size_t d = grid.size(); d-- > 0;)
    c[d] = rest % grid[d], rest /= grid[d];
  return c;
}

} // namespace zpl::rt
