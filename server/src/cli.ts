// Placeholder replaced by the full CLI; keeps the fixed entry point dist/cli.js buildable.
