// Product (signature) and layout components. One line per component folder.
export {};
