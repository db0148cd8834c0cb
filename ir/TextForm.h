// What the IR text (ir/Printer.cpp) leaves unwritten and ir/Reader.cpp
// fills back in: one definition of each rule, shared by both, so that
// printing and reading agree.
#pragma once

#include "ir/IR.h"

#include <string>

namespace zpl::ir::text {

// The type an expression has unless the text annotates it (`(a + b):long`):
// what lowering gives it from its operands in the common case.
Ty impliedTy(const Expr *e);

// `+`, `max`, ... (a built-in reduction operator, not a user-defined one).
bool builtinReduceOp(const std::string &op);

// Whether the text writes an expression's location (`@12:5`) on a line
// whose location is `at`; the reader gives the others `at`. Written where
// observable: a run-time error of `/` or `%` names its line; the statements
// the passes make from reductions, remaps and procedure calls take theirs.
bool locWritten(const Expr *e, Loc at);

// Whether an expression depends on the index of a parallel statement, as
// lowering marks it (Expr::parallel): never written, always implied.
bool impliedParallel(const Expr *e);

// A name as the text writes it: an identifier (letters, digits, `_`, `$`,
// and `.` between them) as is, anything else as a string literal.
std::string nameText(const std::string &name);
bool isPlainName(const std::string &name);

// A string literal's text with its escapes (\n \t \" \\).
std::string quoted(const std::string &s);

// Type names as the text spells them (ir::tyName); false if `s` is none.
bool parseTy(const std::string &s, Ty &t);

} // namespace zpl::ir::text
