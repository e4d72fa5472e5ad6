/**
 * happy-dom defines `Node.prototype.nodeName` as a getter that always answers '' and overrides it
 * per subclass; in browsers the `Node.prototype` getter works for every node. DOMPurify reads the
 * name through `Node.prototype` (to resist DOM clobbering), so under happy-dom it would see no tag
 * names at all. This makes the base getter behave as the standard says. Tests only.
 */
const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
if (base?.get && base.get.call(document.createElement('p')) === '') {
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (
        let p = Object.getPrototypeOf(this);
        p && p !== Node.prototype;
        p = Object.getPrototypeOf(p)
      ) {
        const own = Object.getOwnPropertyDescriptor(p, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
      }
      return '';
    },
  });
}
