// The semantic types sema computes and stores in the AST (Decl::type,
// TypeExpr::resolved, Expr::type).
//
// Types are immutable, structurally interned values: two requests for
// "double" or "[,] integer" return the same pointer, so pointer equality is
// type equality. They live for the whole process and never point back into an
// AST, so a Type stays valid after the tree it was computed for is freed (the
// fuzzer and the driver check many trees with one set of types).
//
// For an expression, Expr::type is the *element* type and Expr::rank /
// Expr::isParallel say whether the value is parallel. For a declaration,
// Decl::type is the full type: a parallel array variable has a ParallelArray
// type whose element() is its element type.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace zpl {

class Type {
public:
  enum class Kind {
    Error, // the type of an erroneous expression; silences follow-on errors
    Void,  // the "result" of a procedure without one
    // Scalars, in the order of C's usual arithmetic conversions where that
    // order means something (Boolean < Char < ... < Double).
    Boolean,
    Char,
    SByte,
    UByte,
    ShortInt,
    UShortInt,
    Integer,
    UInteger,
    Long,
    ULong,
    Float,
    Double,
    Quad,
    Complex,
    DComplex,
    String,
    File,
    Timer,
    Opaque,        // `opaque`: a C value ZPL only stores and passes (a `void *`)
    Enum,          // name(), enumerators()
    Record,        // name(), fields()
    IndexedArray,  // array [..] of element(); rank() = number of bounds
    ParallelArray, // [R] element(); rank() = R's rank
    Region,        // rank() (0: not yet known / any)
    Direction,     // rank() (0: any)
    Grid,          // rank()
    Distribution,  // rank()
    Procedure,     // the type of a procedure's name
    Generic,       // `generic`: a parameter or result of an `extern prototype`
                   // that takes any integral or floating type
  };

  Kind kind() const { return kind_; }
  unsigned rank() const { return rank_; }
  const Type *element() const { return element_; }
  const std::string &name() const { return name_; }
  const std::vector<std::string> &enumerators() const { return names_; }
  // Record fields, in declaration order.
  const std::vector<std::pair<std::string, const Type *>> &fields() const {
    return fields_;
  }

  bool isError() const { return kind_ == Kind::Error; }
  bool isVoid() const { return kind_ == Kind::Void; }
  bool isBoolean() const { return kind_ == Kind::Boolean; }
  // Integral types, including char (C semantics); boolean is not integral
  // but converts to one in arithmetic.
  bool isIntegral() const {
    return kind_ >= Kind::Char && kind_ <= Kind::ULong;
  }
  bool isFloating() const {
    return kind_ >= Kind::Float && kind_ <= Kind::Quad;
  }
  // The values an integral type holds: C's `char` and the ZPL type's own
  // range (`ubyte` 0..255, though stored in an `integer`; `ulong` 0 to
  // 2^63-1, stored in a `long`). False for the other kinds.
  bool integralRange(int64_t *lo, int64_t *hi) const;
  // Integral types that zplc stores in a wider C type than their range
  // needs (`ubyte` in an `integer`): the range is checked where values
  // enter (literals, `-s` config values, `read`), not kept by arithmetic.
  bool storedWider() const {
    return kind_ == Kind::SByte || kind_ == Kind::UByte || kind_ == Kind::ShortInt ||
           kind_ == Kind::UShortInt || kind_ == Kind::UInteger || kind_ == Kind::ULong;
  }
  bool isComplex() const {
    return kind_ == Kind::Complex || kind_ == Kind::DComplex;
  }
  // Types that take part in arithmetic: boolean, integral, floating, complex.
  bool isArithmetic() const {
    return kind_ >= Kind::Boolean && kind_ <= Kind::DComplex;
  }
  bool isString() const { return kind_ == Kind::String; }
  bool isEnum() const { return kind_ == Kind::Enum; }
  bool isOpaque() const { return kind_ == Kind::Opaque; }
  bool isGeneric() const { return kind_ == Kind::Generic; }
  bool isRegion() const { return kind_ == Kind::Region; }
  bool isDirection() const { return kind_ == Kind::Direction; }
  bool isParallelArray() const { return kind_ == Kind::ParallelArray; }
  bool isIndexedArray() const { return kind_ == Kind::IndexedArray; }
  // Values a scalar variable may hold and an element of a parallel array may
  // have: everything but the structural kinds.
  bool isScalarValue() const {
    return kind_ >= Kind::Boolean && kind_ <= Kind::IndexedArray;
  }

  // The spelling a user would write: "double", "[,] double", "region<2>",
  // "direction<2>", "array [3] of integer", the enum's or record's name.
  std::string str() const;

  // The interned instances.
  static const Type *error();
  static const Type *voidType();
  static const Type *scalar(Kind k); // Boolean..Opaque
  static const Type *boolean() { return scalar(Kind::Boolean); }
  static const Type *integer() { return scalar(Kind::Integer); }
  static const Type *longType() { return scalar(Kind::Long); }
  static const Type *floatType() { return scalar(Kind::Float); }
  static const Type *doubleType() { return scalar(Kind::Double); }
  static const Type *string() { return scalar(Kind::String); }
  static const Type *file() { return scalar(Kind::File); }
  static const Type *timer() { return scalar(Kind::Timer); }
  static const Type *region(unsigned rank);
  static const Type *direction(unsigned rank);
  static const Type *grid(unsigned rank);
  static const Type *distribution(unsigned rank);
  static const Type *procedure();
  static const Type *generic();
  static const Type *parallelArray(const Type *element, unsigned rank);
  static const Type *indexedArray(const Type *element, unsigned dims);
  static const Type *enumType(const std::string &name,
                              const std::vector<std::string> &enumerators);
  static const Type *
  record(const std::string &name,
         const std::vector<std::pair<std::string, const Type *>> &fields);

  // The type both operands of arithmetic convert to (C's usual arithmetic
  // conversions, with boolean and char promoted to integer); null when either
  // is not arithmetic.
  static const Type *commonArithmetic(const Type *a, const Type *b);

private:
  Kind kind_;
  unsigned rank_ = 0;
  const Type *element_ = nullptr;
  std::string name_;
  std::vector<std::string> names_;
  std::vector<std::pair<std::string, const Type *>> fields_;

  explicit Type(Kind k) : kind_(k) {}
  friend struct TypeTable;
};

// The spelling of a possibly null type ("<none>" for null).
std::string typeName(const Type *t);

} // namespace zpl
