// How a scan's dimension list becomes a ScanStmt (ZPL: "The order of
// 'precedes' is, by default, row major order. The order can be defined by
// the user by specifying the order of the dimensions ... `+|| [-2][-1] A` --
// compute parallel prefix in reverse order").
#pragma once

#include "ir/IR.h"

#include <cstdint>
#include <string>
#include <vector>

namespace zpl::ir {

// Fills `x->dim` or `x->order` from the dimensions as written (`dims`, 1-based,
// negative for a reversed dimension; empty for the default row-major scan)
// for a region of rank `rank`. The first listed
// dimension varies fastest, so `[2,1]` (or `[2][1]`) is row-major, `[1,2]`
// column-major and `[-2][-1]` row-major from the last element back. Returns
// an error message, or "" when the scan is fine.
std::string planScan(ScanStmt *x, const std::vector<int64_t> &dims, int rank);

// The scan's order as a dimension list in every case (`dim` spelled out).
std::vector<int> scanOrder(const ScanStmt *x);

// The dimension list as `-emit=ir` and the generated code's comments print
// it: "" for the row-major default, "[2] " for one dimension, "[-2][-1] ".
std::string scanDims(const ScanStmt *x);

} // namespace zpl::ir
