import{w as t}from"./shell-CL0N8xWc.js";const o=t(function(){return null});export{o as default};
