# scripts/split-class.py spec: ir/FromAST.cpp -> ir/lower/*.
src = 'ir/FromAST.cpp'
cls = 'Lowerer'
header = 'ir/lower/Lowerer.h'
headerComment = '''// The lowerer: AST -> IR, one class whose members are defined by construct in
// ir/lower/*.cpp. Resolves names by itself (falling back from sema's links) so
// that the IR depends only on the syntax tree's shape; region scopes are
// pushed down into every parallel statement, and every derived region
// (`of`, `in`, `at`, `by`, `with`) becomes explicit per-dimension bounds.
'''
namespaceOld = 'namespace {\n'
namespaceNew = 'namespace lower {\n'
namespaceOldClose = '} // namespace\n'
namespaceNewClose = '} // namespace lower\n\nusing lower::Lowerer;\n'
extraHeaderIncludes = ''
common = 'ir/lower/Lowerer.cpp'
files = {
    'ir/lower/Lowerer.cpp': ('// The lowerer\'s driver: the order declarations are lowered in, the passing of\n'
                             '// regions to procedures, and the checks that need the whole program.\n', ''),
    'ir/lower/Declarations.cpp': ('// Lowering of declarations: types, variables, parallel arrays and their\n'
                                  '// families and components.\n', ''),
    'ir/lower/Regions.cpp': ('// Lowering of regions and directions: literal, derived, stored and run-time\n'
                             '// regions become explicit per-dimension bounds.\n', ''),
    'ir/lower/Expressions.cpp': ('// Lowering of expressions and calls.\n', ''),
    'ir/lower/Records.cpp': ('// Lowering of records: one variable or array per leaf field.\n', ''),
    'ir/lower/Procedures.cpp': ('// Lowering of procedures: external prototypes, parameters and bodies.\n', ''),
    'ir/lower/Statements.cpp': ('// Lowering of statements.\n', ''),
}
def _a(target, names):
    return {n: target for n in names.split()}
assign = {}
assign.update(_a('ir/lower/Lowerer.cpp', 'run error lookup mentions passRegions checkFluffReads hoistExternCalls'))
assign.update(_a('ir/lower/Declarations.cpp', '''builtin scalarType resolveType storageOf decl newArray
  joinDistribution declRegion varDecl arrayFamily arrayElement familyOf componentVar componentRead componentAssign'''))
assign.update(_a('ir/lower/Regions.cpp', '''dirArrayVar fixDirRank dirElement dirComponents constInt
  requireConstInt direction add anon regionOfVar readsRegionValue regionArrayVar regionElementIndices
  regionElement mul addExpr setStride runtimeDirection region runtimeDerived regionTarget storableRegion
  regionAssign'''))
assign.update(_a('ir/lower/Expressions.cpp', 'promote anyParallel arrayRead expr shiftRead exprImpl builtinValue call'))
assign.update(_a('ir/lower/Records.cpp', '''recordTypeSyntax recordType recordLeaves leafType recRef leavesOf
  leafExpr fieldElem fieldIndices recordAssign recordVar recordParam prepareResult recordResult resultCall
  isRecordParam'''))
assign.update(_a('ir/lower/Procedures.cpp', 'externProc paramRegion procedure'))
assign.update(_a('ir/lower/Statements.cpp', 'blockOf scalarExpr writeItems reflectWide borderStmt stmt stmtImpl'))
files['ir/lower/Shattered.cpp'] = ('// Lowering: shattered control flow (parallel `if`/`while` conditions) as masked statements.\n', '')
assign.update(_a('ir/lower/Shattered.cpp', 'maskOf maskedBy notOf shatteredIf shatteredWhile unmasked'))
assign.update(_a('ir/lower/Statements.cpp', 'parAssign'))
assign.update(_a('ir/lower/Expressions.cpp', 'lowerScalar freeReduce planScanDims'))
