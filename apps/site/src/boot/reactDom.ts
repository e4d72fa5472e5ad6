// Built into the React DOM chunk (vite.config.ts), so React DOM is set up when boot.js runs that
// chunk, in a task of its own, rather than inside the entry's.
import 'react-dom/client';
