// Sema: the prime operator `A'@d` (ZPL 1.x wavefronts).
//
// In `[R] A := f(A'@d, A@e)`, `A'@d` reads A at i+d as this same statement
// has already computed it, where `A@e` reads A as it was before the
// statement. The statement therefore runs its indices in an order that
// computes i+d before i for every primed d: per dimension, in increasing
// index order where the primed directions' components are negative and in
// decreasing order where they are positive, so those components must not
// disagree in sign. The lowering
// (ir/lower/Wavefront.cpp) builds that order.
#include "frontend/sema/Checker.h"

namespace zpl {
namespace sema {
namespace checker {

namespace {
std::string spell(const Expr *dir, const std::vector<int64_t> &off) {
  if (auto *n = dyn_cast<NameExpr>(dir))
    return "`" + n->name + "`";
  std::string s = "`[";
  for (size_t k = 0; k < off.size(); ++k)
    s += (k ? ", " : "") + std::to_string(off[k]);
  return s + "]`";
}
} // namespace

// `A'@d` (its shift already checked): A must be the array the enclosing
// assignment stores, and d a constant, non-zero direction.
bool Checker::checkPrime(ShiftExpr *s, PrimeExpr *p, Expr *operand) {
  if (!primeTarget_) {
    error(Diag::NotSupported, p->loc,
          "a primed reference reads values its own statement computes, so it "
          "may appear only on the right of an assignment to that parallel "
          "array, as in `[R] A := A'@north + 1`");
    return false;
  }
  auto *n = dyn_cast<NameExpr>(operand);
  if (!n || n->decl != primeTarget_) {
    error(Diag::NotSupported, p->loc,
          "only the array this statement assigns can be primed; " +
              describe(operand) + " is not it");
    return false;
  }
  if (s->wrap) {
    error(Diag::NotSupported, p->loc,
          "a primed reference cannot wrap around (`@^`); use `@`");
    return false;
  }
  const auto &off = s->direction->offsets;
  if (!off) {
    error(Diag::NotSupported, s->direction->loc,
          "the direction of a primed reference must be a constant (a "
          "`direction` declaration or a literal), since it fixes the order in "
          "which the statement runs");
    return false;
  }
  if (std::all_of(off->begin(), off->end(), [](int64_t v) { return v == 0; })) {
    error(Diag::NotSupported, s->direction->loc,
          "a primed reference at offset zero would read the element being "
          "computed; a primed direction must not be zero");
    return false;
  }
  primes_.push_back({p->loc, *off, spell(s->direction.get(), *off)});
  return true;
}

// All primed directions of one statement must admit one loop order.
bool Checker::checkWavefront(const AssignStmt *a) {
  if (!checkPrimeLimits(a)) // Limits.cpp
    return false;
  // Read unprimed at an offset too, the array's old values are copied
  // first into a temporary declared like it (ir/lower/Wavefront.cpp), which
  // a parameter's unknown region does not allow.
  auto *ln = dyn_cast<NameExpr>(a->lhs.get());
  if (shiftedTarget_ && ln && llvm::isa_and_nonnull<ParamDecl>(ln->decl)) {
    error(Diag::NotSupported, a->loc,
          "a statement reading " + q(ln->name) +
              " both primed and unprimed at an offset is not supported by the code generator "
              "yet when " + q(ln->name) + " is a parameter; assign it to an array declared over a "
              "region first");
    return false;
  }
  for (size_t i = 1; i < primes_.size(); ++i)
    for (size_t j = 0; j < i; ++j) {
      const PrimeUse &x = primes_[j], &y = primes_[i];
      for (size_t k = 0; k < x.offset.size() && k < y.offset.size(); ++k)
        if ((x.offset[k] < 0 && y.offset[k] > 0) || (x.offset[k] > 0 && y.offset[k] < 0)) {
          error(Diag::NotSupported, y.loc,
                "primed directions " + x.spelling + " and " + y.spelling +
                    " disagree in dimension " + std::to_string(k + 1) +
                    ": one needs the statement to visit it in increasing "
                    "index order, the other in decreasing order");
          return false;
        }
    }
  return checkPrimedShape(a); // Shapes.cpp
}

} // namespace checker
} // namespace sema
} // namespace zpl
