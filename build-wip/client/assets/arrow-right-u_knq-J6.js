const t=[["path",{d:"M5 12h14"}],["path",{d:"m12 5 7 7-7 7"}]];export{t as A};
