#include "ir/ScanOrder.h"

#include <cstdlib>

namespace zpl::ir {

std::string planScan(ScanStmt *x, const std::vector<int64_t> &dims, int rank) {
  std::vector<int> order;
  std::vector<bool> seen(rank + 1, false);
  for (int64_t d : dims) {
    if (d == 0 || std::llabs(d) > rank)
      return "scan dimension " + std::to_string(d) + " is out of range for a region of rank " +
             std::to_string(rank);
    if (seen[std::llabs(d)])
      return "scan dimension " + std::to_string(std::llabs(d)) + " is listed twice";
    seen[std::llabs(d)] = true;
    order.push_back((int)d);
  }
  if (order.empty())
    for (int k = rank; k >= 1; --k)
      order.push_back(k);
  // The default order and one dimension upwards keep `dim` (the block-wise
  // scans of EmitCpp); the code generator still takes the ordered path for
  // them along a cyclic dimension (see scanOrder).
  bool rowMajor = (int)order.size() == rank;
  for (int i = 0; rowMajor && i < rank; ++i)
    rowMajor = order[i] == rank - i;
  x->order.clear();
  if (order.size() == 1 && order[0] > 0)
    x->dim = order[0] - 1;
  else if (rowMajor)
    x->dim = -1;
  else
    x->order = order;
  return "";
}

std::vector<int> scanOrder(const ScanStmt *x) {
  if (!x->order.empty())
    return x->order;
  if (x->dim >= 0)
    return {x->dim + 1};
  std::vector<int> o;
  for (int k = x->region->rank(); k >= 1; --k)
    o.push_back(k);
  return o;
}

std::string scanDims(const ScanStmt *x) {
  if (!x->order.empty()) {
    std::string s;
    for (int d : x->order)
      s += "[" + std::to_string(d) + "]";
    return s + " ";
  }
  return x->dim < 0 ? std::string() : "[" + std::to_string(x->dim + 1) + "] ";
}

} // namespace zpl::ir
