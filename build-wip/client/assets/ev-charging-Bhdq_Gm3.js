import{a as r,m as e}from"./ev-charging-BwRVqFN9.js";import"./shell-CL0N8xWc.js";import"./calculator-CN1wmj6G.js";export{r as default,e as meta};
