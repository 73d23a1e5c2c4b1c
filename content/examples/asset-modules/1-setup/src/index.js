document.body.append('Asset modules');
