# scripts/split-class.py spec: frontend/ASTBuilder.cpp -> frontend/ASTBuilder*.cpp,
# split at its section banners (the members are already defined out of line;
# the class is declared in frontend/ASTBuilder.h). A static helper moves with
# the section it is written in.
mode = 'sections'
src = 'frontend/ASTBuilder.cpp'
preambleEnd = 'using P = zplantlr::ZplParser;\n'
nsOpen = 'namespace zpl {\n'
nsClose = '} // namespace zpl\n'
parts = [
    ('frontend/ASTBuilder.cpp', None,
     '// The AST builder: the parse tree (ANTLR, frontend/Zpl.g4) -> the AST. This\n'
     '// file: locations and token text, the program, declarations and types;\n'
     '// statements and expressions are built in ASTBuilderStatements.cpp and\n'
     '// ASTBuilderExpressions.cpp.\n'),
    ('frontend/ASTBuilderStatements.cpp', 'Statements',
     '// The AST builder (frontend/ASTBuilder.h): statements.\n'),
    ('frontend/ASTBuilderExpressions.cpp', 'Expressions',
     '// The AST builder (frontend/ASTBuilder.h): expressions, regions, literals and\n'
     '// initialiser lists.\n'),
]
