#include "frontend/Types.h"

#include <algorithm>
#include <map>
#include <memory>
#include <tuple>

namespace zpl {

// Owns every Type ever made. Interning is by structure, so a long fuzzing run
// grows this only by the number of distinct types it has seen.
struct TypeTable {
  std::vector<std::unique_ptr<Type>> owned;
  std::map<std::tuple<int, unsigned, const Type *>, const Type *> simple;
  std::map<std::pair<std::string, std::vector<std::string>>, const Type *>
      enums;
  std::map<
      std::pair<std::string, std::vector<std::pair<std::string, const Type *>>>,
      const Type *>
      records;

  static TypeTable &get() {
    static TypeTable table;
    return table;
  }

  const Type *make(Type::Kind k, unsigned rank = 0,
                   const Type *elem = nullptr) {
    auto key = std::make_tuple((int)k, rank, elem);
    auto it = simple.find(key);
    if (it != simple.end())
      return it->second;
    std::unique_ptr<Type> t(new Type(k));
    t->rank_ = rank;
    t->element_ = elem;
    const Type *p = t.get();
    owned.push_back(std::move(t));
    simple.emplace(key, p);
    return p;
  }

  const Type *makeEnum(const std::string &name,
                       const std::vector<std::string> &names) {
    auto key = std::make_pair(name, names);
    auto it = enums.find(key);
    if (it != enums.end())
      return it->second;
    std::unique_ptr<Type> t(new Type(Type::Kind::Enum));
    t->name_ = name;
    t->names_ = names;
    const Type *p = t.get();
    owned.push_back(std::move(t));
    enums.emplace(key, p);
    return p;
  }

  const Type *
  makeRecord(const std::string &name,
             const std::vector<std::pair<std::string, const Type *>> &fields) {
    auto key = std::make_pair(name, fields);
    auto it = records.find(key);
    if (it != records.end())
      return it->second;
    std::unique_ptr<Type> t(new Type(Type::Kind::Record));
    t->name_ = name;
    t->fields_ = fields;
    const Type *p = t.get();
    owned.push_back(std::move(t));
    records.emplace(key, p);
    return p;
  }
};

bool Type::integralRange(int64_t *lo, int64_t *hi) const {
  switch (kind_) {
  // `char` is stored as C's `char`, signed on every target zplc supports.
  case Kind::Char: case Kind::SByte: *lo = -128, *hi = 127; return true;
  case Kind::UByte: *lo = 0, *hi = 255; return true;
  case Kind::ShortInt: *lo = -32768, *hi = 32767; return true;
  case Kind::UShortInt: *lo = 0, *hi = 65535; return true;
  case Kind::Integer: *lo = INT32_MIN, *hi = INT32_MAX; return true;
  case Kind::UInteger: *lo = 0, *hi = UINT32_MAX; return true;
  case Kind::Long: *lo = INT64_MIN, *hi = INT64_MAX; return true;
  case Kind::ULong: *lo = 0, *hi = INT64_MAX; return true;
  default: return false;
  }
}

const Type *Type::error() { return TypeTable::get().make(Kind::Error); }
const Type *Type::voidType() { return TypeTable::get().make(Kind::Void); }
const Type *Type::scalar(Kind k) { return TypeTable::get().make(k); }
const Type *Type::region(unsigned rank) {
  return TypeTable::get().make(Kind::Region, rank);
}
const Type *Type::direction(unsigned rank) {
  return TypeTable::get().make(Kind::Direction, rank);
}
const Type *Type::grid(unsigned rank) {
  return TypeTable::get().make(Kind::Grid, rank);
}
const Type *Type::distribution(unsigned rank) {
  return TypeTable::get().make(Kind::Distribution, rank);
}
const Type *Type::procedure() { return TypeTable::get().make(Kind::Procedure); }
const Type *Type::generic() { return TypeTable::get().make(Kind::Generic); }
const Type *Type::parallelArray(const Type *element, unsigned rank) {
  return TypeTable::get().make(Kind::ParallelArray, rank, element);
}
const Type *Type::indexedArray(const Type *element, unsigned dims) {
  return TypeTable::get().make(Kind::IndexedArray, dims, element);
}
const Type *Type::enumType(const std::string &name,
                           const std::vector<std::string> &enumerators) {
  return TypeTable::get().makeEnum(name, enumerators);
}
const Type *
Type::record(const std::string &name,
             const std::vector<std::pair<std::string, const Type *>> &fields) {
  return TypeTable::get().makeRecord(name, fields);
}

const Type *Type::commonArithmetic(const Type *a, const Type *b) {
  if (!a || !b || !a->isArithmetic() || !b->isArithmetic())
    return nullptr;
  Kind k = std::max(a->kind(), b->kind());
  // As in C, anything narrower than int computes as int.
  if (k < Kind::Integer)
    k = Kind::Integer;
  return scalar(k);
}

static std::string rankSpelling(const char *word, unsigned rank) {
  if (rank == 0)
    return word;
  std::string s = word;
  s += "<";
  for (unsigned i = 0; i < rank; ++i)
    s += i ? ", .." : "..";
  return s + ">";
}

std::string Type::str() const {
  switch (kind_) {
  case Kind::Error:
    return "<error>";
  case Kind::Void:
    return "void";
  case Kind::Boolean:
    return "boolean";
  case Kind::Char:
    return "char";
  case Kind::SByte:
    return "sbyte";
  case Kind::UByte:
    return "ubyte";
  case Kind::ShortInt:
    return "shortint";
  case Kind::UShortInt:
    return "ushortint";
  case Kind::Integer:
    return "integer";
  case Kind::UInteger:
    return "uinteger";
  case Kind::Long:
    return "long";
  case Kind::ULong:
    return "ulong";
  case Kind::Float:
    return "float";
  case Kind::Double:
    return "double";
  case Kind::Quad:
    return "quad";
  case Kind::Complex:
    return "complex";
  case Kind::DComplex:
    return "dcomplex";
  case Kind::String:
    return "string";
  case Kind::File:
    return "file";
  case Kind::Timer:
    return "timer";
  case Kind::Opaque:
    return "opaque";
  case Kind::Enum:
    return name_.empty() ? "enumeration" : name_;
  case Kind::Record:
    return name_.empty() ? "record" : name_;
  case Kind::IndexedArray: {
    std::string s = "array [";
    for (unsigned i = 0; i < rank_; ++i)
      s += i ? ", .." : "..";
    return s + "] of " + typeName(element_);
  }
  case Kind::ParallelArray: {
    std::string s = "[";
    for (unsigned i = 1; i < rank_; ++i)
      s += ",";
    return s + "] " + typeName(element_);
  }
  case Kind::Region:
    return rankSpelling("region", rank_);
  case Kind::Direction:
    return rankSpelling("direction", rank_);
  case Kind::Grid:
    return rankSpelling("grid", rank_);
  case Kind::Distribution:
    return rankSpelling("distribution", rank_);
  case Kind::Procedure:
    return "procedure";
  case Kind::Generic:
    return "generic";
  }
  return "?";
}

std::string typeName(const Type *t) { return t ? t->str() : "<none>"; }

} // namespace zpl
