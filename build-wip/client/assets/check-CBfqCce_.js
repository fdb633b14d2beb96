const t=[["path",{d:"M20 6 9 17l-5-5"}]];export{t as C};
