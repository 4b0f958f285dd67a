// The async boundary: shared modules (React, antd, the session store) are negotiated before any of them runs.
import('./bootstrap');
