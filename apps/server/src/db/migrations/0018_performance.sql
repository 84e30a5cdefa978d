-- Reserved; replaced by the change that owns it.
SELECT 1;
