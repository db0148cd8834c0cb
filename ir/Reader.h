// Reads the IR text of ir/Printer.cpp back into a Module (`zplc -x ir
// prog.zir`), so a pass's lit tests can start from IR written for it.
//
// The grammar, one declaration or statement a line (`;` starts a comment
// line; indentation is not significant):
//
//   module    := 'module' NAME ['from' STRING] ['after' PASS]
//   var       := STORAGE NAME ':' type ['enum' NAME '{' NAME,* '}'] ['=' expr]
//                STORAGE: config var | config const | const | var | extern var
//   type      := ['array' '[' INT..INT,+ ']' 'of'] TYPE
//   grid      := 'grid' NAME '=' '[' ('default' 'rank' INT | expr,+) ']'
//   dist      := 'distribution' NAME ':' NAME '=' '[' fmt,+ ']' 'space' region*
//                fmt: block | cyclic | cyclic(INT) | *
//   regiondef := 'region' (NAME ['#' INT] | '#' INT) ':' NAME '=' dims ['defaulted'] [loc]
//   direction := 'direction' NAME '=' '[' INT,+ ']'
//   array     := ('array' | 'temp' | 'param') NAME ['[' INT..INT ']'] ':' region TYPE
//                'on' NAME 'halo' '[' INT:INT,* ']'
//   transfer  := 'transfer' 't'INT ('halo'|'copy') arr '->' arr 'map' '[' mapdim,+ ']'
//                'over' region 'runtime' ['into' 'border' '[' INT,+ ']'] [loc]
//                mapdim: ('i'INT [('+'|'-') expr] | expr) ['wrap']
//   extern    := 'extern' 'prototype' NAME '(' TYPE,* ')' [':' TYPE]
//   procedure := 'procedure' NAME '(' param;* ')' [':' TYPE]  (array/var/param lines)
//                'begin' stmt* 'end'
//                param: ['in'|'out'|'inout'] NAME ':' (type | '[' ','* ']' TYPE)
//   region    := '[' NAME ['#' INT] ']' | dims         (a use)
//   dims      := '[' dim,+ ']' ['#' INT] [('with'|'without') expr]
//                dim: '*' | expr ['..' expr] ['by' expr]
//   stmt      := (any statement ir/IR.h shows) ['needs' 't'INT,+] [loc]
//   loc       := 'loc' '(' INT ':' INT ')'
//   expr      := the forms of ir/IR.h, binary operators with ZPL's precedence,
//                each primary optionally followed by ':' TYPE (its type, when
//                not the one ir/TextForm.h implies) and '@' INT ':' INT (its
//                location); '~' NUMBER is a computed floating value.
//
// A module with `from` takes its locations from `loc(...)` and `@L:C` (they
// are the source program's); one without takes each statement's from its
// line in the text. Names that are not identifiers are string literals; a
// procedure's variable named outside it is `proc::name`; two regions that
// print alike carry `#k`, their index in the module's region list.
#pragma once

#include "ir/IR.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace zpl {
class DiagnosticEngine;

namespace ir {

struct ReadOptions {
  std::vector<std::string> passNames; // what `after` may name, in pipeline order
};

// Builds the module the text describes and checks it with the verifier;
// returns null after reporting errors, located in the text (`fileID`).
std::unique_ptr<Module> readModule(const std::string &text, uint32_t fileID, const ReadOptions &o,
                                   DiagnosticEngine &diags);

} // namespace ir
} // namespace zpl
