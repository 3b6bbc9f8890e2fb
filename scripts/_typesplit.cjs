const ts=require('typescript');const fs=require('fs');const path=require('path');
const parts=['service','preview','host','server'];
const files=parts.map(p=>path.resolve(p,'src','index.ts'));
const program=ts.createProgram(files,{module:ts.ModuleKind.Node16,moduleResolution:ts.ModuleResolutionKind.Node16,resolveJsonModule:true,esModuleInterop:true,strict:true,skipLibCheck:true,types:['node']});
const checker=program.getTypeChecker();
for(const f of files){
  const sf=program.getSourceFile(f);const lines=[];
  for(const st of sf.statements){
    if(!ts.isExportDeclaration(st)){continue;}
    const mod=st.moduleSpecifier.text;const vals=[],types=[];
    for(const el of st.exportClause.elements){
      let sym=checker.getExportSpecifierLocalTargetSymbol(el);
      if(sym&&sym.flags&ts.SymbolFlags.Alias) sym=checker.getAliasedSymbol(sym);
      const isValue=sym&&(sym.flags&ts.SymbolFlags.Value);
      (isValue&&!st.isTypeOnly?vals:types).push(el.name.text);
    }
    if(vals.length) lines.push(`export { ${vals.join(', ')} } from '${mod}';`);
    if(types.length) lines.push(`export type { ${types.join(', ')} } from '${mod}';`);
  }
  const head=fs.readFileSync(f,'utf8').split('\n')[0];
  fs.writeFileSync(f,head+'\n'+lines.join('\n')+'\n');
}
