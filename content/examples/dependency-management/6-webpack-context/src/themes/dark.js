export default { background: '#1b1b1f' };
