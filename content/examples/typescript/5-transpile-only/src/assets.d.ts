declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}

declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
