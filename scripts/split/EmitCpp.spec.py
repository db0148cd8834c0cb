# scripts/split-class.py spec: codegen/EmitCpp.cpp -> codegen/emit/*.
src = 'codegen/EmitCpp.cpp'
cls = 'Emitter'
header = 'codegen/emit/Emitter.h'
headerComment = '''// The C++ emitter: one class whose members are defined in codegen/emit/*.cpp.
// The output is meant to be read: one struct holds a processor's whole state,
// procedures are its member functions, and every parallel statement becomes a
// loop nest over this processor's owned part of its region, written in global
// indices, with its IRONMAN calls beside it.
'''
namespaceOld = 'namespace {\n'
namespaceNew = 'namespace emit {\n'
namespaceOldClose = '} // namespace\n'
namespaceNewClose = '} // namespace emit\n\nusing emit::Emitter;\n'
extraHeaderIncludes = ''
common = 'codegen/emit/Program.cpp'
files = {
    'codegen/emit/Program.cpp': ('// Emission of the program: declarations, procedures, configuration and main.\n', ''),
    'codegen/emit/Statements.cpp': ('// Emission of expressions and statements.\n', ''),
    'codegen/emit/Collectives.cpp': ('// Emission of reductions, scans and remaps.\n', ''),
}
def _a(target, names):
    return {n: target for n in names.split()}
assign = {}
assign.update(_a('codegen/emit/Statements.cpp', '''lit arrayAccess expr sourceComment regionSt ref rowBase relRegion
  parAssign ironman printfFormat writeItems block regionAssign stmt'''))
assign.update(_a('codegen/emit/Collectives.cpp', '''collapsed combine partialReduce padToGlobalMax rowMajorScan
  fullScan scanStmt reduceStmt remapStmt'''))
assign.update(_a('codegen/emit/Program.cpp', '''varType flatSize configRead defaultText configs declaredByHeaders
  externDecls cName gridDimOf layoutOf declared arrayMember embedded signature procedure hasRemap emit'''))
assign.update(_a('codegen/emit/Program.cpp', 'enumInfo globalArraysRelease'))
assign.update(_a('codegen/emit/Collectives.cpp', 'orderedScan scansCyclic'))
