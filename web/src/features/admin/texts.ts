/** Registers the back office's texts (namespace "admin", lib/admin-texts.ts) for this feature's components. */
import '../../lib/admin-texts.ts';
