// The grammar of zplc's source language (docs: ../shared/docs/LANGUAGE.md).
//
// It aims to accept programs written for the original ZPL compiler as they
// are, so it is deliberately generous: semicolons separate statements (so one
// before `end` is optional, as in Pascal), `const` is an alias of `constant`,
// `var` marks an inout parameter, and the trailing `;` after a procedure is
// optional. Meaning is left to sema: the grammar never looks names up.
//
// Operator precedence follows LANGUAGE.md: in a left-recursive ANTLR rule the
// earlier alternative binds tighter, so `expr` lists postfix operators first
// and `at by with without` last.
grammar Zpl;

@lexer::header {
#include <cctype>
#include <cstring>
#include <functional>
}

@parser::header {
// Thrown by the error strategy after a syntax error has been reported, and
// caught by the nearest statement or declaration rule, which skips to a
// point where parsing can resume. Not an antlr4::RecognitionException on
// purpose: the generated per-rule handlers must let it through.
#ifndef ZPLC_ZPL_RESYNC
#define ZPLC_ZPL_RESYNC
struct ZplResync {};
#endif
}

@parser::members {
public:
  // False during the fast first pass, which must fail rather than recover.
  bool recoverErrors = false;
  // Called with the token before a missing statement separator.
  std::function<void(antlr4::Token *)> onMissingSeparator;
  // First tokens of junk between declarations, reported by the driver of the
  // parse (an action runs in both passes, so it cannot report by itself).
  std::vector<antlr4::Token *> strayTokens;

private:
  bool isBlockOpen(size_t t) {
    return t == BEGIN || t == IF || t == FOR || t == WHILE || t == REPEAT || t == RECORD;
  }
  bool isBlockClose(size_t t) { return t == END || t == UNTIL; }

  // After an error inside a statement: skip the rest of it, honouring any
  // begin/if/for/while/repeat it opened, and stop before the `;` or the
  // `end`/`until`/`else`/`elsif` that ends it so the statement list goes on.
  void resyncStatement(antlr4::ParserRuleContext *ctx) {
    long depth = 0;
    size_t from = ctx->start ? ctx->start->getTokenIndex() : _input->index();
    for (size_t i = from; i < _input->index(); ++i) {
      size_t t = _input->get(i)->getType();
      if (isBlockOpen(t)) ++depth;
      else if (isBlockClose(t) && depth > 0) --depth;
    }
    for (;;) {
      size_t t = _input->LA(1);
      if (t == antlr4::Token::EOF) break;
      if (depth == 0 && (t == SEMI || t == END || t == UNTIL || t == ELSE || t == ELSIF ||
                         t == ELSEIF))
        break;
      if (isBlockOpen(t)) ++depth;
      else if (isBlockClose(t)) --depth;
      consume();
    }
    _errHandler->reset(this);
  }

  // After an error inside a declaration: skip past its `;`, or stop before a
  // keyword that starts the next section or procedure.
  void resyncDecl() {
    long depth = 0;
    for (;;) {
      size_t t = _input->LA(1);
      if (t == antlr4::Token::EOF || t == PROCEDURE || t == PROTOTYPE || t == BEGIN ||
          t == VAR || t == CONFIG || t == CONSTANT || t == CONST || t == TYPE ||
          t == GRID || t == DISTRIBUTION || t == DIRECTION ||
          (t == REGION && depth == 0))
        break;
      if (t == LPAREN || t == LBRACK) ++depth;
      else if ((t == RPAREN || t == RBRACK) && depth > 0) --depth;
      consume();
      if (t == SEMI && depth == 0) break;
    }
    _errHandler->reset(this);
  }

  // `free procedure` / `free prototype` start a procedure too.
  bool freeProcedureNext() {
    size_t n = _input->LA(2);
    return _input->LA(1) == FREE && (n == PROCEDURE || n == PROTOTYPE);
  }

  // After an error in a procedure header or between declarations: skip to
  // the next procedure or prototype.
  void resyncTop() {
    for (;;) {
      size_t t = _input->LA(1);
      if (t == antlr4::Token::EOF || t == PROCEDURE || t == PROTOTYPE || freeProcedureNext()) break;
      consume();
    }
    _errHandler->reset(this);
  }

  // The ATN state in procedureDecl that invokes stmtList.
  size_t stmtListCallState() {
    static size_t state = [this] {
      for (antlr4::atn::ATNState *st : getATN().states) {
        if (!st || st->ruleIndex != RuleProcedureDecl || st->transitions.empty())
          continue;
        auto *rt = dynamic_cast<antlr4::atn::RuleTransition *>(st->transitions[0]);
        if (rt && rt->target->ruleIndex == RuleStmtList)
          return st->stateNumber;
      }
      return size_t(0);
    }();
    return state;
  }

  bool startsStatement(size_t t) {
    switch (t) {
    case ID: case BLOCK: case CYCLIC: case EXTERN: case RECORD: case GRID:
    case DISTRIBUTION: case FREE: case BEGIN: case IF: case FOR: case WHILE:
    case REPEAT: case RETURN: case EXIT: case CONTINUE: case WRAP: case REFLECT:
    case LBRACK:
      return true;
    default:
      return false;
    }
  }

  // After an error in a procedure: if it happened in the body (typically a
  // statement list that stopped at a missing `;`), go on parsing statements
  // up to the procedure's `end` so later errors in it are found too;
  // otherwise skip to the next procedure.
  void resumeBody(antlr4::ParserRuleContext *ctx) {
    bool inBody = false;
    size_t from = ctx->start ? ctx->start->getTokenIndex() : _input->index();
    for (size_t i = from; i < _input->index() && !inBody; ++i)
      inBody = _input->get(i)->getType() == BEGIN;
    if (!inBody) {
      resyncTop();
      return;
    }
    _errHandler->reset(this);
    for (;;) {
      size_t t = _input->LA(1);
      if (t == antlr4::Token::EOF || t == PROCEDURE || t == PROTOTYPE || freeProcedureNext())
        return;
      if (t == END) {
        consume();
        return;
      }
      size_t before = _input->index();
      if (startsStatement(t) || t == SEMI) {
        // Full-context prediction follows the invoking state of each
        // context to find what comes after a rule, so stmtList must be
        // entered from the state the grammar calls it from.
        setState(stmtListCallState());
        try {
          stmtList();
        } catch (ZplResync &) {
          resyncStatement(ctx);
        } catch (antlr4::RecognitionException &e) {
          _errHandler->reportError(this, e);
          resyncStatement(ctx);
        }
        _errHandler->reset(this);
        if (startsStatement(_input->LA(1)) && onMissingSeparator)
          onMissingSeparator(_input->LT(-1));
      }
      if (_input->index() == before)
        consume(); // junk such as a stray `until`, `else` or `)`
    }
  }

  // The stray token is already consumed; skip on to the next declaration.
  void strayTopLevel() {
    strayTokens.push_back(_input->LT(-1));
    for (;;) {
      size_t t = _input->LA(1);
      if (t == antlr4::Token::EOF || t == PROCEDURE || t == PROTOTYPE || t == VAR ||
          t == CONFIG || t == CONSTANT || t == CONST || t == TYPE || t == REGION ||
          t == DIRECTION || t == GRID || t == DISTRIBUTION || t == EXTERN)
        break;
      consume();
    }
  }

public:
}

@lexer::members {
public:
  // Called for characters no token can start with, unterminated strings and
  // comments; the lexer then skips them so the parser sees clean input.
  std::function<void(size_t line, size_t col, const std::string &msg)> onError;

  std::unique_ptr<antlr4::Token> nextToken() override {
    if (pendingDotDot) {
      lastType = DOTDOT;
      return std::move(pendingDotDot);
    }
    for (;;) {
      auto t = antlr4::Lexer::nextToken();
      if (t->getType() == INT_RANGE) {
        auto *ct = static_cast<antlr4::CommonToken *>(t.get());
        size_t stop = ct->getStopIndex();
        auto dots = std::make_unique<antlr4::CommonToken>(ct);
        dots->setType(DOTDOT);
        dots->setStartIndex(stop - 1);
        dots->setCharPositionInLine(ct->getCharPositionInLine() + (stop - 1 - ct->getStartIndex()));
        dots->setText("..");
        std::string digits = ct->getText();
        ct->setType(INT);
        ct->setStopIndex(stop - 2);
        ct->setText(digits.substr(0, digits.size() - 2));
        pendingDotDot = std::move(dots);
        lastType = INT;
        return t;
      }
      size_t type = t->getType();
      if (type == BAD_CHAR) {
        // One diagnostic for a run of bad characters (binary input would
        // otherwise produce one per byte).
        size_t line = t->getLine(), col = t->getCharPositionInLine();
        while (_input->LA(1) != antlr4::IntStream::EOF && !isTokenStart(_input->LA(1)))
          _input->consume();
        if (onError)
          onError(line, col + 1, "invalid character in program text");
        continue;
      }
      if (type == LONG_CHAR_LIT) {
        if (onError)
          onError(t->getLine(), t->getCharPositionInLine() + 1,
                  "a character literal holds one character; use `\"...\"` for a string");
        // Parsed as its first character, so that no second error follows.
        static_cast<antlr4::CommonToken *>(t.get())->setType(CHAR_LIT);
        type = CHAR_LIT;
      }
      if (type == UNTERMINATED_STRING) {
        if (onError)
          onError(t->getLine(), t->getCharPositionInLine() + 1,
                  "unterminated string literal");
        continue;
      }
      if (type == BLOCK_COMMENT) {
        const std::string text = t->getText();
        if (text.size() < 4 || text.compare(text.size() - 2, 2, "*/") != 0) {
          if (onError)
            onError(t->getLine(), t->getCharPositionInLine() + 1,
                    "unterminated `/*` comment");
        }
        continue;
      }
      lastType = type;
      return t;
    }
  }

private:
  size_t lastType = 0;
  std::unique_ptr<antlr4::Token> pendingDotDot;

  static bool isTokenStart(size_t c) {
    return c < 128 && (isalnum((int)c) || std::strchr(" \t\r\n;:,.()[]+-*/%^=<>!&|@#'\"_", (int)c));
  }

  static bool isIdentChar(size_t c) {
    return c < 128 && (isalnum((int)c) || c == '_');
  }

  // A `'` right after an operand is a prime (`A'@d`, `(A)'`, `B[i]'`).
  bool quoteIsPrime() const {
    return lastType == ID || lastType == RPAREN || lastType == RBRACK;
  }

  // `"` stands for the current region only inside a bracket, as in `["]`,
  // `[" at east]` or `[east of "]`; everywhere else it opens a string.
  bool quoteIsRegion() {
    // Evaluated just after the opening quote has been matched.
    size_t i = 1;
    while (_input->LA(i) == ' ' || _input->LA(i) == '\t')
      ++i;
    size_t c = _input->LA(i);
    if (lastType == OF || lastType == IN || lastType == AT || lastType == BY ||
        lastType == WITH || lastType == WITHOUT)
      return c == ']' || c == ')';
    if (lastType != LBRACK)
      return false;
    if (c == ']' || c == ',')
      return true;
    static const char *const words[] = {"at", "of", "in", "by", "with", "without"};
    for (const char *w : words) {
      size_t j = 0;
      while (w[j] && _input->LA(i + j) == (size_t)(unsigned char)w[j])
        ++j;
      if (!w[j] && !isIdentChar(_input->LA(i + j)))
        return true;
    }
    return false;
  }
}

//===----------------------------------------------------------------------===//
// Program and declarations
//===----------------------------------------------------------------------===//

program : PROGRAM ident ';' topDecl* EOF ;

topDecl
  : declSection
  | externDecl
  | prototypeDecl
  | procedureDecl
  | ';'
  // Anything else (a statement outside a procedure, an extra `end`) is
  // recorded and skipped so that the rest of the file is still checked.
  | ~(CONFIG | CONST | CONSTANT | TYPE | REGION | DIRECTION | GRID | DISTRIBUTION
      | FREE | VAR | EXTERN | PROTOTYPE | PROCEDURE | SEMI | EOF)
    { strayTopLevel(); }
  ;
catch [ZplResync &] { resyncTop(); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncTop(); }

declSection
  : configSection
  | constSection
  | typeSection
  | regionSection
  | directionSection
  | gridSection
  | distributionSection
  | varSection
  ;

// extern constant RAND_MAX : integer;  extern type tm = record ... end;
// extern var errno : integer;   (C supplies them; `extern prototype` is
// prototypeDecl)
externDecl
  : EXTERN ( (CONSTANT | CONST) externConstItem+ | typeSection | varSection ) ;
externConstItem : identList ':' typeExpr ';' ;

// config var n : integer = 5;   config const verbose : boolean = false;
configSection : CONFIG kind=(VAR | CONST | CONSTANT) configItem+ ;
configItem : identList ':' typeExpr ('=' expr)? ';' ;
catch [ZplResync &] { resyncDecl(); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncDecl(); }

// constant pi : double = 3.14;   const n = 10;
constSection : (CONSTANT | CONST) constItem+ ;
constItem : identList (':' typeExpr)? '=' (expr | initList) ';' ;
catch [ZplResync &] { resyncDecl(); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncDecl(); }

// type classes = (S, W, A);
typeSection : TYPE typeItem+ ;
typeItem : ident '=' typeExpr ';' ;
catch [ZplResync &] { resyncDecl(); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncDecl(); }

// region R = [1..n, 1..n];   region RB : Blk = [1..n, 1..n];
regionSection : REGION regionItem+ ;
regionItem : ident (':' ident)? '=' expr ';' ;
catch [ZplResync &] { resyncDecl(); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncDecl(); }

// direction north = [-1, 0];
directionSection : DIRECTION directionItem+ ;
directionItem : ident '=' expr ';' ;
catch [ZplResync &] { resyncDecl(); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncDecl(); }

// grid G = [2, 2];
gridSection : GRID gridItem+ ;
gridItem : ident '=' '[' expr (',' expr)* ']' ';' ;
catch [ZplResync &] { resyncDecl(); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncDecl(); }

// distribution Blk : G = [block, cyclic(4), *];
distributionSection : DISTRIBUTION distributionItem+ ;
distributionItem : ident ':' ident '=' '[' distFormat (',' distFormat)* ']' ';' ;
catch [ZplResync &] { resyncDecl(); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncDecl(); }
distFormat
  : BLOCK                          # blockFormat
  | CYCLIC ('(' expr ')')?         # cyclicFormat
  | '*'                            # starFormat
  ;

// var A, B : [R] double;   free var x : integer;
varSection : FREE? VAR varItem+ ;
varItem : identList ':' typeExpr ('=' (expr | initList))? ';' ;
catch [ZplResync &] { resyncDecl(); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncDecl(); }

// The initialiser of an indexed array or a record: `{32, 64, 128}`,
// `{{1.0, 2.0}, {3.0, 4.0}}` (ZPL 1.x, as in the NAS MG port).
initList : '{' initItem (',' initItem)* '}' ;
initItem : expr | initList ;

identList : ident (',' ident)* ;

// prototype f(x : integer) : integer;
// `extern free prototype`: a C function whose result differs per processor.
prototypeDecl : EXTERN? FREE? PROTOTYPE ident ('(' paramList? ')')? (':' typeExpr)? ';' ;

// procedure f(x : integer) : integer; [decls] [[R]] begin ... end
// The body is normally `begin ... end`, possibly under region scopes, but
// the ZPL reference allows any statement: `procedure f(x : double) : double;
// return 2.0 * x;`. That `;` is part of the rule on purpose: without it the
// statement's follow set would include any top-level junk token, and SLL
// prediction would scan to the end of every expression.
// `free procedure`: its result is per processor, as an `extern free
// prototype`'s is (frontend/SemaFree.h).
procedureDecl
  : FREE? PROCEDURE ident ('(' paramList? ')')? (':' typeExpr)? ';'
    declSection* regionSpec* (BEGIN stmtList END | simpleStmt ';')
  ;
catch [ZplResync &] { resumeBody(_localctx); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resumeBody(_localctx); }

paramList : paramGroup ((';' | ',') paramGroup)* ;
// `free inout t : double`: a per-processor (ZPL `free`) scalar.
paramGroup : FREE? pmode=(IN | OUT | INOUT | VAR)? identList ':' typeExpr ;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

typeExpr
  : '[' regionDims ']' typeExpr                                   # parallelArrayType
  | ARRAY '[' arrayBound (',' arrayBound)* ']' OF typeExpr          # indexedArrayType
  | '(' ident (',' ident)* ')'                                     # enumType
  | RECORD fieldItem* END                                          # recordType
  | REGION ('<' typeDimSpec (',' typeDimSpec)* '>')?               # regionType
  | DIRECTION ('<' typeDimSpec (',' typeDimSpec)* '>')?            # directionType
  | ident                                                          # namedType
  // Only for parameters of external prototypes (Language Reference,
  // "External Procedures").
  | PROCEDURE                                                      # procedureType
  ;

arrayBound : expr ('..' expr)? ;
fieldItem : identList ':' typeExpr ';' ;
typeDimSpec : (~(',' | '>' | ';'))* ;

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

// Pascal-style separators: `begin a; b end` and `begin a; b; end` both parse.
stmtList : statement? (';' statement?)* ;

statement
  : regionSpec statement                                            # regionScopeStmt
  | BEGIN stmtList END                                              # compoundStmt
  | simpleStmt                                                      # simpleStatement
  ;
catch [ZplResync &] { resyncStatement(_localctx); }
catch [antlr4::RecognitionException &e] { if (!recoverErrors) throw antlr4::ParseCancellationException(); _errHandler->reportError(this, e); resyncStatement(_localctx); }

// Every statement that is neither a region scope nor a block: kept apart so
// a procedure body can tell the two kinds apart from its first token.
simpleStmt
  : IF expr THEN stmtList elsifClause* (ELSE stmtList)? END          # ifStmt
  | FOR ident ':=' expr dir=(TO | DOWNTO) expr (BY expr)? DO stmtList END # forStmt
  | WHILE expr DO stmtList END                                      # whileStmt
  | REPEAT stmtList UNTIL expr                                      # repeatStmt
  | RETURN expr?                                                    # returnStmt
  | EXIT                                                            # exitStmt
  | CONTINUE                                                        # continueStmt
  | op=(WRAP | REFLECT) expr (',' expr)*                            # wrapStmt
  // One alternative for both, so telling them apart needs no lookahead
  // beyond the target.
  | lvalue (assignOp expr)?                                         # assignStmt
  // The values of a user-defined reduction of several operands:
  // `(m, i, j) := maxloc<< (V, Index1, Index2)`.
  | '(' lvalue (',' lvalue)+ ')' ':=' expr                          # multiAssignStmt
  ;

elsifClause : (ELSIF | ELSEIF) expr THEN stmtList ;

regionSpec : '[' regionDims ']' ;

// `f|| (A, B)`: the operands of a user-defined scan of several operands.
operandList : '(' expr (',' expr)+ ')' ;

// The target of an assignment, or a procedure call. Kept apart from `expr`
// so that a statement starting with `[` is always a region scope: with `expr`
// here, telling `[R] [R] ... x := 1;` from an expression needs lookahead over
// every scope, which is quadratic.
lvalue : ident ('(' (arg (',' arg)*)? ')')? lvalueSuffix* ;
lvalueSuffix
  : '[' expr (',' expr)* ']'                              # subscriptSuffix
  // `loc[]`: the whole indexed array (ZPL 1.x).
  | '[' ']'                                               # wholeSuffix
  | '.' ident                                             # memberSuffix
  | '#' '[' mapEntry (',' mapEntry)* ']'                  # remapSuffix
  | '@' shiftTarget                                       # shiftSuffix
  | '@^' shiftTarget                                      # wrapShiftSuffix
  | '\''                                                 # primeSuffix
  ;

assignOp : ':=' | '+=' | '-=' | '*=' | '/=' | '%=' | '&=' | '|=' ;

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

expr
  : expr '@' shiftTarget                                  # shiftExpr
  | expr '@^' shiftTarget                                 # wrapShiftExpr
  | expr '#' '[' mapEntry (',' mapEntry)* ']'             # remapExpr
  | expr '\''                                             # primeExpr
  | expr '.' ident                                        # memberExpr
  | expr '[' expr (',' expr)* ']'                         # subscriptExpr
  | expr '[' ']'                                          # wholeArrayExpr
  | <assoc=right> expr '^' expr                           # powExpr
  | op=('-' | '+' | '!') expr                             # unaryExpr
  | '>>' regionSpec expr                                  # floodExpr
  | reduceOp regionSpec? expr                             # reduceExpr
  // `+|| [2,1] A` and `+|| [-2][-1] A`: one list or several.
  | scanOp ('[' expr (',' expr)* ']')* expr               # scanExpr
  // User-defined reductions and scans (`mymin<< A`, `maxloc<< (V, Index1)`):
  // parsed so that the AST builder can refuse them where they are written.
  | ident '<<' regionSpec? ('(' expr (',' expr)+ ')' | expr) # userReduceExpr
  | ident '||' ('[' expr (',' expr)* ']')* (operandList | expr) # userScanExpr
  | expr op=('*' | '/' | '%') expr                        # mulExpr
  | expr op=('+' | '-') expr                              # addExpr
  | expr op=('=' | '!=' | '<' | '<=' | '>' | '>=') expr   # cmpExpr
  | expr '&' expr                                         # andExpr
  | expr '|' expr                                         # orExpr
  | expr op=(OF | IN) expr                                # ofInExpr
  | expr op=(AT | BY | WITH | WITHOUT) expr               # atExpr
  | primary                                               # primaryExpr
  ;

// What may follow `@`: north, dirs[i], [0, 1], (d)
shiftTarget
  : ident ('[' expr (',' expr)* ']')*                     # namedShift
  | '[' expr (',' expr)* ']'                              # literalShift
  | '(' expr ')'                                          # parenShift
  ;

mapEntry : expr? ;

reduceOp
  : '+<<' | '*<<' | 'max<<' | 'min<<' | '&<<' | '|<<' | 'band<<' | 'bor<<' | 'bxor<<' ;
scanOp
  : '+||' | '*||' | 'max||' | 'min||' | '&||' | '|||' | 'band||' | 'bor||' | 'bxor||' ;

primary
  : INT                                                   # intLiteral
  | FLOAT                                                 # floatLiteral
  | STRING                                                # stringLiteral
  | CHAR_LIT                                              # charLiteral
  | (TRUE | FALSE)                                        # boolLiteral
  | ident '(' (arg (',' arg)*)? ')'                       # callExpr
  | ident                                                 # nameExpr
  | '(' expr ')'                                          # parenExpr
  | '[' regionDims ']'                                    # bracketExpr
  | QUOTE                                                 # quoteExpr
  ;

// write/writeln arguments may carry a C format: "%8.4f":x
arg
  : STRING ':' expr                                       # formatArg
  | expr                                                  # plainArg
  ;

regionDims : regionDim (',' regionDim)* ;
regionDim
  : expr '..' expr                                        # rangeDim
  | '*'                                                   # starDim
  | expr                                                  # singleDim
  |                                                       # emptyDim
  ;

// Words that are keywords only in one position stay usable as names.
ident : ID | BLOCK | CYCLIC | EXTERN | RECORD | GRID | DISTRIBUTION | FREE | ELSEIF ;

//===----------------------------------------------------------------------===//
// Lexer
//===----------------------------------------------------------------------===//

PROGRAM : 'program' ;
CONFIG : 'config' ;
VAR : 'var' ;
CONST : 'const' ;
CONSTANT : 'constant' ;
TYPE : 'type' ;
REGION : 'region' ;
DIRECTION : 'direction' ;
GRID : 'grid' ;
DISTRIBUTION : 'distribution' ;
FREE : 'free' ;
EXTERN : 'extern' ;
PROTOTYPE : 'prototype' ;
PROCEDURE : 'procedure' ;
IN : 'in' ;
OUT : 'out' ;
INOUT : 'inout' ;
BEGIN : 'begin' ;
END : 'end' ;
IF : 'if' ;
THEN : 'then' ;
// `elseif` is how the UW ZPL course material spells it.
ELSIF : 'elsif' ;
// `elseif` is how the UW ZPL course material spells it; still usable as a
// name (it is one in some programs).
ELSEIF : 'elseif' ;
ELSE : 'else' ;
FOR : 'for' ;
TO : 'to' ;
DOWNTO : 'downto' ;
BY : 'by' ;
DO : 'do' ;
WHILE : 'while' ;
REPEAT : 'repeat' ;
UNTIL : 'until' ;
RETURN : 'return' ;
EXIT : 'exit' ;
CONTINUE : 'continue' ;
WRAP : 'wrap' ;
REFLECT : 'reflect' ;
OF : 'of' ;
AT : 'at' ;
WITH : 'with' ;
WITHOUT : 'without' ;
ARRAY : 'array' ;
RECORD : 'record' ;
TRUE : 'true' ;
FALSE : 'false' ;
BLOCK : 'block' ;
CYCLIC : 'cyclic' ;

DOTDOT : '..' ;
LBRACK : '[' ;
RBRACK : ']' ;
LPAREN : '(' ;
RPAREN : ')' ;
COMMA : ',' ;
SEMI : ';' ;

ID : [a-zA-Z_] [a-zA-Z_0-9]* ;

// `1..n` must lex as INT `..` ID, not FLOAT `1.` then `.n`. The lexer has no
// lookahead, so `1..` is matched as one INT_RANGE token (longer than `1.`)
// and nextToken() splits it into INT and `..` before the parser sees it.
FLOAT
  : DIGITS '.' DIGITS EXPONENT?
  | DIGITS '.' EXPONENT
  | '.' DIGITS EXPONENT?
  | DIGITS EXPONENT
  | DIGITS '.'
  ;
INT_RANGE : DIGITS '..' ;
INT : DIGITS ;
fragment DIGITS : [0-9]+ ;
fragment EXPONENT : [eE] [+-]? DIGITS ;

// The predicates sit after the quote on purpose: one at the very start of a
// rule stops ANTLR from caching the lexer's start state, which makes every
// token cost a full ATN closure.
STRING : '"' {!quoteIsRegion()}? (ESC | ~["\\\r\n])* '"' ;
UNTERMINATED_STRING : '"' {!quoteIsRegion()}? (ESC | ~["\\\r\n])* ;
QUOTE : '"' ;
// 'a' and '\n' are characters where an operand starts; after an operand
// (`A'@d`) `'` is the prime operator.
CHAR_LIT : '\'' {!quoteIsPrime()}? (ESC | ~['\\\r\n]) '\'' ;
LONG_CHAR_LIT : '\'' {!quoteIsPrime()}? (ESC | ~['\\\r\n]) (ESC | ~['\\\r\n])+ '\'' ;
fragment ESC : '\\' . ;

LINE_COMMENT : '--' ~[\r\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? ('*/' | EOF) -> channel(HIDDEN) ;
WS : [ \t\r\n\f]+ -> skip ;

BAD_CHAR : . ;
