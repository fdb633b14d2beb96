import{r as o,m as e}from"./rent-affordability-C7louB07.js";import"./shell-CL0N8xWc.js";import"./calculator-CN1wmj6G.js";export{o as default,e as meta};
