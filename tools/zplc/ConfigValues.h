// `zplc -sNAME=value`: compile-time values of config variables and constants.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace zpl {
class DiagnosticEngine;
namespace ast { struct Program; }

// Checks each `-sNAME=value` (given as "NAME=value") against the program's
// config declarations as the compiled program checks its run-time `-s`
// flags: the name must be declared `config`, the value must parse as its
// type and fit it. Each accepted value then replaces the declaration's
// initializer, so it becomes the program's default: its `-h` shows it, a run
// without `-s` uses it, and relations are specialised for it. Returns false
// after reporting errors. Runs after sema (it needs the declared types).
bool applyConfigValues(ast::Program &program, const std::vector<std::string> &settings,
                       DiagnosticEngine &diags, std::map<std::string, std::string> &bound);

} // namespace zpl
