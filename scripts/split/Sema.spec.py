# scripts/split-class.py spec: frontend/Sema.cpp -> frontend/sema/*.
src = 'frontend/Sema.cpp'
cls = 'Checker'
header = 'frontend/sema/Checker.h'
headerComment = '''// Sema's checker: one class whose members are defined by construct in
// frontend/sema/*.cpp (what sema does and fills in: frontend/sema/Checker.cpp).
'''
namespaceOld = 'namespace {\n'
namespaceNew = 'namespace checker {\n'
namespaceOldClose = '} // namespace\n'
namespaceNewClose = '} // namespace checker\n\nusing checker::Checker;\n'
extraHeaderIncludes = ''
common = 'frontend/sema/Checker.cpp'
files = {
    'frontend/sema/Checker.cpp': ('// Semantic analysis: name resolution, types, ranks, parallel/scalar contexts.\n//\n// One walk over the program in declaration order. Declarations become\n// visible where they are written (ZPL\'s rule; prototypes exist to break\n// cycles between procedures). Every check that fails reports once and gives\n// the offending expression the Error type, which every later check accepts\n// silently, so one mistake produces one diagnostic.\n//\n// What sema fills in (see AST.h, fields marked "sema:"):\n//  * Decl::type: a variable\'s or parameter\'s full type ([,] double for a\n//    parallel array), region<r> / direction<r> / grid<r> / distribution<r>\n//    for those declarations, the enumeration for enumerators, and for a\n//    procedure its result type (void when it has none).\n//  * TypeExpr::resolved for every type expression; ParallelArrayTypeExpr::rank.\n//  * Expr::type (element type), Expr::rank and Expr::isParallel everywhere.\n//  * NameExpr::decl (null for built-ins), NamedTypeExpr::decl,\n//    MemberExpr::field, EnumeratorDecl::parent, IOStmt::hasFile,\n//    ProcedureDecl::prototype / definition, Program::entry.\n', ''),
    'frontend/sema/TypeResolution.cpp': ('// Sema: type expressions, conversions and literals that fit.\n', ''),
    'frontend/sema/Regions.cpp': ('// Sema: regions, directions, distributions and parallel contexts.\n', ''),
    'frontend/sema/Expressions.cpp': ('// Sema: expressions.\n', ''),
    'frontend/sema/Calls.cpp': ('// Sema: calls of procedures and built-ins, arguments and promotion.\n', ''),
    'frontend/sema/Reductions.cpp': ('// Sema: reductions, scans and floods.\n', ''),
    'frontend/sema/Statements.cpp': ('// Sema: statements.\n', ''),
    'frontend/sema/Declarations.cpp': ('// Sema: declarations and procedures.\n', ''),
}
def _a(target, names):
    return {n: target for n in names.split()}
assign = {}
assign.update(_a('frontend/sema/Checker.cpp', 'set bad currentRank ownRegion regionMissing declare lookup undeclared'))
assign.update(_a('frontend/sema/TypeResolution.cpp', '''builtinType resolveType resolveTypeImpl convertible
  literalFits describe typeOf expectIntegerScalar'''))
assign.update(_a('frontend/sema/Regions.cpp', '''checkRegion checkDirection useParallel checkRankAgainstRegion
  requireRegionIfParallel checkRegionDecl checkDistribution reportMissingRegions'''))
assign.update(_a('frontend/sema/Expressions.cpp', '''checkExpr checkName combineShape checkUnary checkBinary
  isArrayRef checkShift checkRemap checkSubscript checkMember recordSyntax isAssignable'''))
assign.update(_a('frontend/sema/Calls.cpp', '''checkCall checkArgQuietly checkArgument promotionError
  promotable explainPromotion modeName directionLiteralFits checkBuiltinCall'''))
assign.update(_a('frontend/sema/Reductions.cpp', 'reduceResult checkReduce reducedOperandType checkScan checkFlood'))
assign.update(_a('frontend/sema/Statements.cpp', '''checkCondition checkStmt checkAssign checkFor checkReturn
  printable formatValue checkWriteArgs checkIO checkIOArg'''))
assign.update(_a('frontend/sema/Declarations.cpp', '''checkDecl checkVar resolveSignature matchPrototype
  checkProcedure'''))
assign.update(_a('frontend/sema/Statements.cpp', 'checkStmtKind'))
