#include "frontend/SemaScan.h"

#include <cstdlib>
#include <set>

namespace zpl::sema {
using namespace ast;

static bool literalDim(const Expr *e, long long &v) {
  if (auto *il = llvm::dyn_cast<IntegerLiteral>(e)) {
    v = (long long)il->value;
    return true;
  }
  if (auto *u = llvm::dyn_cast<UnaryExpr>(e))
    if (u->op != UnaryExpr::Op::Not && literalDim(u->operand.get(), v)) {
      v = u->op == UnaryExpr::Op::Neg ? -v : v;
      return true;
    }
  return false;
}

std::vector<std::pair<SourceLocation, std::string>> scanDimErrors(const ScanExpr &s, unsigned rank) {
  std::vector<std::pair<SourceLocation, std::string>> errs;
  std::set<long long> seen;
  for (auto &d : s.dims) {
    long long v = 0;
    if (!literalDim(d.get(), v)) {
      errs.push_back({d->loc, "a scan dimension must be an integer literal such as `2`, or `-2` to scan from "
                              "the highest index down"});
      continue;
    }
    if (v == 0 || (rank && (unsigned long long)std::llabs(v) > rank)) {
      errs.push_back({d->loc, "scan dimension " + std::to_string(v) + " is out of range for an operand of rank " +
                                  std::to_string(rank)});
      continue;
    }
    if (!seen.insert(std::llabs(v)).second)
      errs.push_back({d->loc, "scan dimension " + std::to_string(std::llabs(v)) + " is listed twice"});
  }
  return errs;
}
} // namespace zpl::sema
